#include "table.h"

#include "guided_turns.h"
#include "turn_log.h"

#include <QDate>

namespace ss::app {

void Table::seat(const std::array<Seat*, 2>& seats)
{
    clear();
    for (Player p : {Player::A, Player::B}) {
        Seat* s = seats[index_of(p)];
        seat_[index_of(p)] = s;
        s->setParent(this);
        connect(s, &Seat::setupChosen, this, [this, p](const std::vector<ShipSpec>& ships) { setup_chosen(p, ships); });
        connect(s, &Seat::turnChosen, this, [this, p](const Actions& actions) { turn_chosen(p, actions); });
        connect(s, &Seat::thinkingChanged, this, &Table::thinkingChanged);
    }
    emit seatsChanged();
}

void Table::clear()
{
    for (auto& s : seat_)
        if (s) {
            s->stop();
            delete s.data();
        }
    seat_ = {};
    setups_ = {};
    actions_ = {};
    session_.reset();
    emit seatsChanged();
}

bool Table::bot_thinking() const
{
    for (const auto& s : seat_)
        if (s && s->kind() == Seat::Kind::Bot && s->thinking())
            return true;
    return false;
}

void Table::new_game(std::uint64_t seed)
{
    setups_ = {};
    actions_ = {};
    for (Player p : {Player::A, Player::B}) {
        seat_[index_of(p)]->set_rules(*ruleset_);
        seat_[index_of(p)]->newGame(rules_[index_of(p)], p == Player::B ? seed : seed + 1);
    }
}

void Table::begin(const std::array<FleetRule, 2>& rules, std::uint64_t seed, const Ruleset& ruleset)
{
    rules_ = rules;
    ruleset_ = &ruleset;
    session_.reset();
    new_game(seed);
    for (const auto& s : seat_)
        s->askSetup();
}

void Table::setup_chosen(Player p, const std::vector<ShipSpec>& ships)
{
    setups_[index_of(p)] = ships;
    emit setupChosen(p);
    if (!setups_[0] || !setups_[1] || session_)
        return;
    GameRecord header;
    FleetRule base = rules_[0];
    base.additional = 0;
    base.continued = false;
    header.tags = {{"Rules", std::string(ruleset_->tag), 0},
                   {"Fleet", base.tag(), 0},
                   {"Date", QDate::currentDate().toString(Qt::ISODate).toStdString(), 0},
                   {"A", seat_[0]->tag(), 0},
                   {"B", seat_[1]->tag(), 0}};
    if (guided_)
        header.tags.push_back({kGuidedTag, kGuidedValue, 0});
    const bool later_game = match_ && match_->active() && match_->finished() > 0;
    if (match_ && !later_game)
        match_->tag_first_game(header); // [Match "scored"], [Games "3"]
    header.setup = {SetupRecord{*setups_[0]}, SetupRecord{*setups_[1]}};
    session_ = std::make_unique<Session>(std::move(header), rules_);
    if (!later_game) // a match's later games go on in its file
        records_.begin_new(QObject::tr("%1 vs %2").arg(seat_[0]->name(), seat_[1]->name()));
    save();
    emit started();
}

void Table::resume(std::unique_ptr<Session> session, std::uint64_t seed)
{
    session_ = std::move(session);
    rules_ = session_->rules();
    ruleset_ = &session_->rules_set();
    guided_ = !session_->record().tag(kGuidedTag, "").empty();
    if (session_->over())
        return emit ended();
    new_game(seed);
    save(); // a copy is written at once; the game is offered for resuming once saved
    emit started();
}

void Table::ask_turns()
{
    actions_ = {};
    for (Player p : {Player::A, Player::B})
        seat_[index_of(p)]->askTurn(session_->knowledge(p));
}

void Table::turn_chosen(Player p, const Actions& actions)
{
    actions_[index_of(p)] = actions;
    emit turnChosen(p);
    if (!actions_[0] || !actions_[1])
        return;
    std::array<Actions, 2> chosen{*actions_[0], *actions_[1]};
    actions_ = {};
    if (guided_) // a bot's weapons not yet brought in are left unused; a person's draft had none
        for (Player q : {Player::A, Player::B})
            chosen[index_of(q)] = GuidedTurnRules(GameTurnRules(session_->game(), q), session_->game().turn())
                                      .kept(chosen[index_of(q)]);
    for (Player q : {Player::A, Player::B}) // a player that answers against the rules loses [spec 2]
        if (const auto v = session_->check(q, chosen[index_of(q)])) {
            session_->forfeit(q, v->text());
            save();
            return emit ended();
        }
    session_->play(chosen[0], chosen[1]);
    save();
    emit session_->over() ? ended() : turnPlayed();
}

void Table::save()
{
    // A game without a person (two bots watched) is not the person's to resume.
    const bool offer = (seat_[0] && seat_[0]->human()) || (seat_[1] && seat_[1]->human());
    // A match is finished with its last game [9.3.1, 10.6.1]; until then it is resumable.
    const bool last_game = !match_ || !match_->active() || match_->finished() + 1 >= match_->planned() ||
                           session_->forfeited().has_value();
    const Record record = match_ ? match_->record(&session_->record()) : Record{{session_->record()}};
    if (const QString why = records_.save(record, session_->over() && last_game, offer); !why.isEmpty())
        emit saveFailed(why);
}

} // namespace ss::app
