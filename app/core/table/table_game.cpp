#include "table_game.h"

#include "bot_seat.h"
#include "preferences.h"
#include "ship_names.h"

namespace ss::app {

TableGame::TableGame(RecordKeeper& records, const Match* match, WatchPace* pace, QObject* parent)
    : GameInPlay(parent), records_(records), table_(records), pace_(pace)
{
    table_.set_match(match);
    connect(&table_, &Table::seatsChanged, this, &GameInPlay::seatsChanged);
    connect(&table_, &Table::setupChosen, this, &GameInPlay::setupChosen);
    connect(&table_, &Table::started, this, &TableGame::ask_turns);
    connect(&table_, &Table::turnChosen, this, &GameInPlay::turnChosen);
    connect(&table_, &Table::turnPlayed, this, &TableGame::turn_played);
    connect(&table_, &Table::ended, this, &GameInPlay::ended);
    connect(&table_, &Table::saveFailed, this, &GameInPlay::warned);
    connect(&table_, &Table::thinkingChanged, this, &GameInPlay::progressChanged);
    connect(pace_, &WatchPace::due, this, [this] {
        if (people() == 0 && session() && !session()->over() && !thinking())
            ask_turns();
    });
}

int TableGame::people() const
{
    if (table_.empty())
        return 0;
    return (table_.human(Player::A) ? 1 : 0) + (table_.human(Player::B) ? 1 : 0);
}

void TableGame::keep_draft(Player, const QString& text)
{
    if (people() != 1 || records_.reviewOnly() || records_.path().isEmpty() || (turn() == kept_.first && text == kept_.second))
        return; // (the draft says it changed on every pointer move)
    kept_ = {turn(), text};
    save_draft(records_.path(), turn(), text);
}

QString TableGame::kept_draft(Player) const
{
    return people() == 1 ? load_draft(records_.path(), turn()) : QString();
}

const Fleet* TableGame::shown_fleet(Player viewer) const
{
    // Two bots watched: nobody at this screen plays, so both fleets show [1.4.1].
    return people() == 0 && session() ? &session()->game().space(other(viewer)).fleet : nullptr;
}

std::optional<Player> TableGame::setup_awaited() const
{
    if (table_.empty() || session())
        return std::nullopt;
    for (Player p : {Player::A, Player::B})
        if (table_.human(p) && !table_.setup(p))
            return p;
    return std::nullopt;
}

QString TableGame::lay_out(Player p, const std::vector<ShipSpec>& ships, const Ruleset& rules, FleetRule rule)
{
    HumanSeat* seat = table_.human(p);
    if (!seat || setup_awaited() != p)
        return tr("The game is starting: the other player is laying out their fleet");
    const Player first = other(p);
    if (table_.setup(first) && table_.human(first)) { // the second of two people at one screen
        if (&rules != &table_.ruleset()) // both play by one ruleset [12.4; classic C1]
            return tr("%1 chose the rules %2: choose them too").arg(table_[first]->name(), rules_title(table_.ruleset()));
        if (rule.kind != table_.rule().kind) // both play under one fleet rule [3.7]
            return tr("%1 chose the %2 fleet: choose it too [3.7]")
                .arg(table_[first]->name(), rule.kind == FleetRule::Kind::Cost ? tr("standard") : tr("cost 24"));
    }
    seat->chooseSetup(ships);
    return {};
}

QString TableGame::setup_locked() const
{
    // While the second of two people lays out their fleet, the first's is in.
    if (!table_.empty() && !session() && !setup_awaited() && people() > 0)
        return tr("The game is starting: the other player is laying out their fleet");
    return {};
}

std::optional<Player> TableGame::turn_awaited() const
{
    if (!session() || session()->over())
        return std::nullopt;
    for (Player p : {Player::A, Player::B})
        if (table_.human(p) && !table_.chose_turn(p))
            return p;
    return std::nullopt;
}

const TurnRules* TableGame::turn_rules(Player p) const
{
    if (!session())
        return nullptr;
    const GameTurnRules& rules = turn_rules_[index_of(p)].emplace(session()->game(), p);
    if (!table_.guided())
        return &rules;
    return &guided_rules_[index_of(p)].emplace(rules, session()->game().turn());
}

QString TableGame::submit(Player p, const Actions& actions)
{
    // The controller hands in a turn only from a person here who has not chosen yet.
    if (HumanSeat* me = table_.human(p); me && !table_.chose_turn(p))
        me->chooseTurn(actions);
    return {};
}

bool TableGame::hint_allowed(Player viewer) const
{
    // A hint against the easier bots only (Practice, Cadet), for the person playing.
    if (table_.empty() || !table_.human(viewer))
        return false;
    const auto* bot = qobject_cast<const BotSeat*>(table_[other(viewer)]);
    return bot && (bot->bot() == "random" || bot->bot() == "hunter");
}

std::string TableGame::bot_of(Player p) const
{
    const auto* bot = table_.empty() ? nullptr : qobject_cast<const BotSeat*>(table_[p]);
    return bot ? bot->bot() : std::string();
}

QString TableGame::record_withheld() const { return session() ? QString() : tr("There is no game to save yet"); }

void TableGame::ask_turns()
{
    table_.ask_turns();
    emit turnAsked();
}

void TableGame::turn_played()
{
    if (people() > 0)
        return ask_turns(); // the person's next turn at once
    emit turnPlayed();
    pace_->turn_played(); // two bots: the next when the watcher's pace says
}

} // namespace ss::app
