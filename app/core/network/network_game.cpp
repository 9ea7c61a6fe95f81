#include "network_game.h"

#include "ship_names.h"

namespace ss::app {

NetworkGame::NetworkGame(NetworkPlay& network, SetupController& setup, RecordKeeper& records, const QString& name,
                         QObject* parent)
    : GameInPlay(parent), network_(network), setup_(setup), records_(records), name_(name.trimmed())
{
    connect(&network_, &NetworkPlay::setupNeeded, this, &NetworkGame::setup_needed);
    connect(&network_, &NetworkPlay::turnNeeded, this, &NetworkGame::turn_needed);
    connect(&network_, &NetworkPlay::turnPlayed, this, &GameInPlay::turnPlayed);
    connect(&network_, &NetworkPlay::finished, this, &NetworkGame::finished);
    connect(&network_, &NetworkPlay::failed, this, &NetworkGame::lost);
    connect(&network_, &NetworkPlay::progressChanged, this, [this] {
        // The other player has committed to this turn: they no longer choose.
        if (RemoteSeat* r = remote(); r && network_.theyChose())
            r->set_choosing(false);
        emit progressChanged();
    });
}

NetworkGame::~NetworkGame() = default;

RemoteSeat* NetworkGame::remote() const
{
    return net() ? static_cast<RemoteSeat*>(seats_[index_of(other(net()->player()))].get()) : nullptr;
}

const Ruleset& NetworkGame::ruleset() const
{
    if (session_)
        return session_->rules_set();
    return net() ? net()->rules() : setup_.ruleset();
}

FleetRule NetworkGame::fleet_rule() const
{
    if (session_)
        return session_->rule();
    return net() ? net()->rule() : setup_.rule();
}

int NetworkGame::turn() const
{
    if (session_)
        return session_->game().turn();
    return net() && net()->side() ? net()->side()->turn() : 0;
}

int NetworkGame::turns_played() const
{
    if (session_)
        return session_->turns_played();
    return net() && net()->side() ? net()->side()->knowledge().turns_seen() : 0;
}

const Knowledge* NetworkGame::knowledge(Player p) const
{
    if (session_)
        return &session_->knowledge(p);
    // This side's knowledge alone [1.4].
    return net() && net()->side() && p == net()->player() ? &net()->side()->knowledge() : nullptr;
}

void NetworkGame::seat_players()
{
    // This person in the seat the host gave them, the other across the network.
    const Player me = net()->player();
    seats_[index_of(me)] = std::make_unique<HumanSeat>(me, name_.isEmpty() ? tr("Player") : name_);
    auto r = std::make_unique<RemoteSeat>(other(me), network_.opponentName());
    r->set_choosing(true);
    seats_[index_of(other(me))] = std::move(r);
    emit seatsChanged();
}

void NetworkGame::setup_needed()
{
    // Both sides are connected and the game is known.
    seat_players();
    const NetGame* g = net();
    // Both play by the host's rules and fleet rule [12.4, 3.7].
    const bool cost = g->rule().kind == FleetRule::Kind::Cost;
    QString notice;
    if (&setup_.ruleset() != &g->rules()) {
        setup_.set_ruleset(g->rules());
        setup_.setCostFleet(cost);
        notice = tr("%1 hosts a game by the rules %2: lay out your fleet and press Start")
                     .arg(network_.opponentName(), rules_title(g->rules()));
    } else if (setup_.costFleet() != cost) {
        setup_.setCostFleet(cost);
        notice = tr("%1 hosts a game with the %2 fleet [3.7]: lay out yours and press Start")
                     .arg(network_.opponentName(), cost ? tr("cost 24") : tr("standard"));
    } else {
        notice = tr("Connected to %1: lay out your fleet and press Start").arg(network_.opponentName());
    }
    if (g->clock() > 0) // (the joiner plays by the host's clock: said before the game, a playtest)
        notice += tr(" — the clock: %1 a turn").arg(NetworkPlay::clock_words(g->clock()));
    emit told(notice);
    emit warned({});
    emit progressChanged();
}

std::optional<Player> NetworkGame::setup_awaited() const
{
    if (net() && !net()->setupCommitted() && !session_)
        return net()->player();
    return std::nullopt;
}

QString NetworkGame::lay_out(Player, const std::vector<ShipSpec>& ships, const Ruleset& rules, FleetRule rule)
{
    const NetGame* g = net();
    if (!g || !seats_[0])
        return tr("Host a game or join one first: the game begins once the other player is connected");
    if (&rules != &g->rules())
        return tr("%1 hosts a game by the rules %2: choose them too").arg(network_.opponentName(), rules_title(g->rules()));
    if (rule.kind != g->rule().kind)
        return tr("%1 hosts a game with the %2 fleet: choose it too [3.7]")
            .arg(network_.opponentName(), g->rule().kind == FleetRule::Kind::Cost ? tr("cost 24") : tr("standard"));
    if (!network_.commitSetup(ships))
        return tr("The fleet could not be committed: the connection is not ready");
    emit told(g->theirSetupCommitted() ? QString() : tr("Your fleet is committed: waiting for %1's").arg(network_.opponentName()));
    emit progressChanged();
    return {};
}

QString NetworkGame::setup_locked() const
{
    if (net() && net()->setupCommitted() && !session_)
        return tr("Your fleet is committed: the game begins when %1 has laid out theirs").arg(network_.opponentName());
    return {};
}

void NetworkGame::resumed()
{
    seat_players();
    turn_needed(); // where it stopped: the turn to choose, or the one committed
    emit told(tr("Going on with the game against %1 from turn %2").arg(network_.opponentName()).arg(turn()));
}

void NetworkGame::turn_needed()
{
    const NetGame* g = net();
    if (!g || !g->side())
        return;
    if (RemoteSeat* r = remote())
        r->set_choosing(!g->theirTurnCommitted());
    emit told({}); // "committed, waiting" or "going on from turn N": done with
    emit warned({});
    emit turnAsked();
    emit progressChanged();
}

std::optional<Player> NetworkGame::turn_awaited() const
{
    if (net() && net()->side() && !session_ && !net()->finished())
        return net()->player();
    return std::nullopt;
}

const TurnRules* NetworkGame::turn_rules(Player) const
{
    return net() ? net()->side() : nullptr; // what this player may record, judged on their own space [2.4]
}

QString NetworkGame::submitted_text(Player) const { return net() ? net()->committedTurn() : QString(); }

QString NetworkGame::submit(Player, const Actions& actions)
{
    if (!network_.commitTurn(actions))
        return tr("The turn could not be sent: %1").arg(network_.statusText());
    emit progressChanged();
    return {}; // committed: the turn as sent is the turn played [2.2.1]
}

bool NetworkGame::submitted(Player) const { return net() && net()->side() && net()->turnCommitted() && !net()->finished(); }

QString NetworkGame::record_withheld() const
{
    if (session_)
        return {};
    return seats_[0] ? tr("A network game's record is whole only at its end, once both fleets are revealed [1.4.1]")
                     : tr("There is no game to save yet");
}

void NetworkGame::finished()
{
    const NetGame* g = net();
    if (RemoteSeat* r = remote())
        r->set_choosing(false);
    GameRecord record = g->record();
    emit told({}); // ("going on from turn N" and the like no longer hold: a playtest)
    if (record.unrevealed()) { // won on time; the other side never answered the claim
        records_.begin_new(tr("%1 vs %2").arg(seats_[0]->name(), seats_[1]->name()));
        kept_unrevealed_ = true;
        if (const QString why = records_.save(Record{{record}}, true, false); !why.isEmpty())
            emit warned(why);
        emit failed(tr("You win on time: %1 did not answer the claim, so their fleet was never revealed. The game is "
                       "kept in the library with your fleet and the result [1.4.1]")
                        .arg(network_.opponentName()));
        return;
    }
    if (record.setup[0].ships.empty()) { // the other's reveal did not even match its fleet
        emit failed(g->verdict());
        return;
    }
    std::unique_ptr<Session> whole;
    try {
        whole = std::make_unique<Session>(Session::replay(record, -1, std::array<FleetRule, 2>{g->rule(), g->rule()}));
    } catch (const RecordError& e) {
        emit failed(tr("%1: %2").arg(g->verdict(), QString::fromStdString(e.what())));
        return;
    }
    restore_forfeit(*whole, record); // one side left the game [1.4.1]
    whole->record() = record; // with its verdict and chat
    if (kept_unrevealed_)
        emit warned({}); // ("their fleet was never revealed" no longer holds)
    else
        records_.begin_new(tr("%1 vs %2").arg(seats_[0]->name(), seats_[1]->name()));
    if (const QString why = records_.save(Record{{record}}, true, false); !why.isEmpty())
        emit warned(why);
    session_ = std::move(whole);
    emit ended();
}

void NetworkGame::lost(const QString& why)
{
    if (RemoteSeat* r = remote())
        r->set_choosing(false);
    if (!net() || !net()->side()) { // before the game began: nobody is seated any more
        seats_ = {};
        emit seatsChanged();
    }
    emit told({}); // "going on from turn N" and the like no longer hold
    emit failed(why);
}

void NetworkGame::leave()
{
    if (NetGame* g = network_.game(); g && !g->finished() && g->error().isEmpty())
        g->leave();
    network_.cancel();
}

} // namespace ss::app
