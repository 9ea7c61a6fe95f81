// NetGame's game: the messages of the setup, each turn and the end, in the order of
// docs/network-protocol.md (the end's reveal and its check: net_game_end.cpp).
#include "net_game.h"

#include "geometry.h"
#include "protocol_json.h"
#include "referee.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace ss::app {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

// The entries of a message's list, each read by `parse`; nothing, with *why, when one is
// malformed.
template <class T, class Parse>
std::optional<std::vector<T>> read_list(const QJsonValue& list, Parse parse, QString* why)
{
    std::vector<T> out;
    for (const QJsonValue& v : list.toArray()) {
        const std::optional<T> entry = parse(v.toObject(), why);
        if (!entry)
            return std::nullopt;
        out.push_back(*entry);
    }
    return out;
}

QString line_of(const Actions& actions)
{
    std::vector<std::string> tokens;
    for (const Action& a : actions)
        tokens.push_back(to_token(a));
    return qs(write_tokens(tokens));
}

} // namespace

void NetGame::handle(const QJsonObject& m)
{
    const QString type = m["type"].toString();
    const auto order = [&](const QString& why) { fail(tr("Message '%1' out of order: %2").arg(type, why)); };
    if (type == "error")
        return fail(tr("The other side stopped the game: %1").arg(m["text"].toString().left(300)), false);
    if (type == "hello") {
        if (hello_received_)
            return order(tr("a second hello"));
        if (paused_) { // the other side again, after a dropped connection: its resume follows
            hello_received_ = true;
            return;
        }
        if (m["protocol"].toInt() != kProtocol)
            return fail(tr("The other side speaks protocol version %1; this game speaks version %2")
                            .arg(m["protocol"].toVariant().toString())
                            .arg(kProtocol));
        hello_received_ = true;
        their_name_ = m["name"].toString().left(40);
        note({{"theirs", m}});
        return start_if_ready();
    }
    if (!hello_received_)
        return order(tr("nothing may come before hello"));
    // What the game acts on is kept, to go on after this program stops (saved()); what is
    // sent again after a resume, of turns already completed, is not acted on again.
    static const QStringList kept{"game", "setup-commit", "turn-commit", "aspects", "results", "destroyed", "flashcube", "chat", "claim"};
    if (kept.contains(type) && !paused_ && !(resumed_ && m.contains("turn") && side_ && m["turn"].toInt() < side_->turn()))
        note({{"theirs", m}});
    if (type == "game") {
        if (hosting_ || game_known_)
            return order(tr("only the host says which game is played, once"));
        const Ruleset* rules = ruleset_named(m["rules"].toString().toStdString());
        if (!rules)
            return fail(tr("The other side plays rules '%1'; this game plays 2.6.1 and classic").arg(m["rules"].toString()));
        rules_ = rules;
        GameRecord tags;
        tags.set_tag("Rules", std::string(rules->tag));
        tags.set_tag("Fleet", m["fleet"].toString().toStdString());
        try {
            rule_ = fleet_rule_of(tags);
        } catch (const RecordError& e) {
            return fail(tr("The other side's fleet rule is not one this game knows: %1").arg(e.what()));
        }
        const QString seat = m["host"].toString();
        if (seat != "A" && seat != "B")
            return fail(tr("The other side's seat must be A or B"));
        me_ = seat == "A" ? Player::B : Player::A;
        // The clock [issue 25]: seconds a turn, 0 or absent for none; at most 30 days.
        const QJsonValue clock = m["clock"];
        if (!clock.isUndefined() && (!clock.isDouble() || clock.toDouble() < 0 || clock.toDouble() > kMaxClock ||
                                     clock.toDouble() != std::floor(clock.toDouble())))
            return fail(tr("The other side's clock is not a number of seconds a turn"));
        clock_s_ = clock.toInt();
        game_known_ = true;
        return start_if_ready();
    }
    if (type == "resume")
        return resume(m);
    if (paused_)
        return order(tr("the game is paused until both sides resume"));
    if (type == "chat") {
        const QString line = (their_name_.isEmpty() ? tr("The other player") : their_name_) + ": " +
                             m["text"].toString().simplified().left(500);
        chat_ << line;
        emit chatReceived(line);
        return;
    }
    if (type == "resign") { // the other side leaves: the turns both completed make the record
        if (!side_ || side_->over() || resigned_)
            return order(tr("a resignation outside a game under way"));
        resigned_ = other(me_);
        emit peerCommitted(); // (their state changed: they no longer choose)
        return;
    }
    if (type == "claim") // the other side claims the game on time [issue 25]
        return claimed_on_time();
    if (resigned_ && type != "reveal" && type != "verdict")
        return; // a turn in flight when one side left: not played on
    if (type == "setup-commit") {
        if (!game_known_ || !their_setup_digest_.isEmpty())
            return order(tr("one setup commitment, after the game is known"));
        if (!is_hex256(m["commitment"].toString()))
            return fail(tr("The other side's setup commitment is not a SHA-256 digest"));
        their_setup_digest_ = m["commitment"].toString();
        emit peerCommitted();
        return start_if_ready();
    }
    const int turn = m["turn"].toInt();
    const bool playing = side_ && !side_->over();
    // After a resume, what the other side sends again of a turn this side has completed.
    if (resumed_ && m.contains("turn") && side_ && turn < side_->turn())
        return;
    if (type == "turn-commit") {
        if (!playing || turn != side_->turn() || !turn_.their_digest.isEmpty())
            return order(tr("a commitment for turn %1").arg(turn));
        if (!is_hex256(m["commitment"].toString()))
            return fail(tr("The other side's commitment for turn %1 is not a SHA-256 digest").arg(turn));
        turn_.their_digest = m["commitment"].toString();
        emit peerCommitted();
        if (clock_s_ > 0)
            emit clockChanged(); // (their turn came: no claim against it)
        return send_aspects_if_ready();
    }
    if (type == "aspects") {
        if (!playing || turn != side_->turn() || turn_.their_aspects || !turn_.chosen || turn_.their_digest.isEmpty())
            return order(tr("aspects of turn %1 before both commitments").arg(turn));
        QString why;
        const auto read = read_list<Outcome>(
            m["aspects"], [](const QJsonObject& e, QString* w) { return json::parse_outcome_entry(e, w, false); }, &why);
        if (!read)
            return fail(tr("The other side's aspects of turn %1 are malformed: %2").arg(turn).arg(why));
        const std::vector<Outcome>& aspects = *read;
        // Only what these rules have, each beam a line of them [8.2.1 / classic 6.1.3.2, 4.2]:
        // a scan in a classic game would read this space unanswered by the rules.
        for (const Outcome& o : aspects) {
            if (o.kind == ActionKind::Beam &&
                (o.cells != rules_->beams.length() || !rules_->beams.targets(Action::beam(o.target[0], o.target[o.cells - 1])) ||
                 !std::equal(o.target.begin(), o.target.begin() + o.cells,
                             rules_->beams.targets(Action::beam(o.target[0], o.target[o.cells - 1]))->begin())))
                return fail(tr("The other side's beam in turn %1 does not run along a line of the space [8.2.2]").arg(turn));
            if (o.kind == ActionKind::Scan && !rules_->visible.scans)
                return fail(tr("The other side scanned in turn %1, but the classic rules have no scans [4.2]").arg(turn));
        }
        for (const Outcome& o : aspects)
            if (o.kind == ActionKind::Missile)
                return fail(tr("The other side revealed a missile launch in turn %1: it is not a visible aspect [8.1.3.3]").arg(turn));
        if (aspects.size() > 200)
            return fail(tr("The other side sent %1 aspects in turn %2").arg(aspects.size()).arg(turn));
        turn_.their_aspects = aspects;
        std::vector<Outcome> answered = side_->answer(aspects);
        before_results(turn, answered);
        QJsonArray results;
        for (const Outcome& o : answered)
            results.append(json::outcome_entry(o));
        send({{"type", "results"}, {"turn", turn}, {"results", results}});
        turn_.results_sent = true;
        return after_results();
    }
    if (type == "results") {
        if (!playing || turn != side_->turn() || !turn_.aspects_sent || turn_.results_received)
            return order(tr("results of turn %1 before its aspects").arg(turn));
        QString why;
        const auto answered = read_list<Outcome>(
            m["results"], [](const QJsonObject& e, QString* w) { return json::parse_outcome_entry(e, w); }, &why);
        if (!answered)
            return fail(tr("The other side's results of turn %1 are malformed: %2").arg(turn).arg(why));
        if (!side_->receive(*answered))
            return fail(tr("The other side's results of turn %1 do not answer the aspects sent [2.2.3]").arg(turn));
        turn_.results_received = true;
        return after_results();
    }
    if (type == "destroyed") {
        if (!playing || turn != side_->turn() || turn_.their_destroyed || !turn_.results_sent)
            return order(tr("destruction reports of turn %1").arg(turn));
        QString why;
        const auto read = read_list<SeenShip>(m["ships"], json::parse_ship_entry, &why);
        if (!read)
            return fail(tr("The other side's destruction report of turn %1 is malformed: %2").arg(turn).arg(why));
        const std::vector<SeenShip>& ships = *read;
        const QJsonObject st = m["status"].toObject();
        if (!st["hasShips"].isBool() || !st["stalled"].isBool() || !st["materiel"].isDouble())
            return fail(tr("The other side's status at the end of turn %1 is malformed").arg(turn));
        turn_.their_destroyed = ships;
        turn_.their_status = SideStatus{st["hasShips"].toBool(), st["stalled"].toBool(), st["materiel"].toInt()};
        // My flashcube data for the cells of their ships destroyed [7.2].
        QJsonArray data;
        for (const SeenShip& s : ships)
            for (const FlashcubeCell& f : side_->flashcube(s.cells))
                data.append(json::flashcube_entry(f));
        send({{"type", "flashcube"}, {"turn", turn}, {"data", data}});
        turn_.flashcube_sent = true;
        return finish_turn_if_ready();
    }
    if (type == "flashcube") {
        if (!playing || turn != side_->turn() || turn_.their_flashcube || !turn_.destroyed_sent)
            return order(tr("flashcube data of turn %1").arg(turn));
        QString why;
        const auto data = read_list<FlashcubeCell>(m["data"], json::parse_flashcube_entry, &why);
        if (!data)
            return fail(tr("The other side's flashcube data of turn %1 is malformed: %2").arg(turn).arg(why));
        turn_.their_flashcube = *data;
        return finish_turn_if_ready();
    }
    if (type == "reveal") {
        if (resumed_ && their_reveal_ && *their_reveal_ == m)
            return; // sent again after a resume
        if (!side_ || (!side_->over() && !resigned_) || their_reveal_)
            return order(tr("a reveal before the end"));
        their_reveal_ = m;
        if (revealed_)
            check_reveal(m);
        else if (resigned_) // the other side resigned: this side's reveal answers theirs
            reveal();
        return;
    }
    if (type == "verdict") { // each side reaches its own; once both have, the game is done
        their_verdict_ = true;
        their_verdict_text_ = m["ok"].toBool(false) ? QString() : m["text"].toString().simplified().left(500);
        if (!m["ok"].toBool(false) && their_verdict_text_.isEmpty())
            their_verdict_text_ = tr("The other side found a report of yours false");
        emit theirVerdictChanged();
        if (finished_)
            emit peerClosed();
        return;
    }
    fail(tr("The other side sent a message this game does not know: '%1'").arg(type.left(40)));
}

void NetGame::start_if_ready()
{
    if (!hello_received_ || !game_known_)
        return;
    if (setup_.empty() && !setup_asked_) {
        setup_asked_ = true;
        emit setupNeeded();
        return;
    }
    // Both fleets are committed: the first turn [2.2].
    if (!setup_.empty() && !their_setup_digest_.isEmpty() && !first_turn_asked_) {
        first_turn_asked_ = true;
        start_turn_clock();
        emit turnNeeded();
    }
}

bool NetGame::set_setup(const std::vector<ShipSpec>& ships, const QString& salt)
{
    if (!game_known_ || !setup_.empty())
        return false;
    if (!rules_->ships.validate_setup(ships, rule_).empty())
        return false;
    setup_ = ships;
    const QString line = qs(write_ships(ships));
    setup_commit_ = salt.isEmpty() ? commit(line) : Commitment{digest_of(line, salt), salt};
    note({{"mine", "setup"}, {"setup", line}, {"salt", setup_commit_.salt}});
    side_ = std::make_unique<OwnSide>(me_, make_fleet(ships), *rules_);
    send({{"type", "setup-commit"}, {"commitment", setup_commit_.digest}});
    start_if_ready();
    return true;
}

bool NetGame::set_actions(const Actions& actions, const QString& salt)
{
    if (!side_ || side_->over() || turn_.chosen || their_setup_digest_.isEmpty())
        return false;
    if (side_->choose(actions, turn_.aspects))
        return false;
    turn_.actions = actions;
    turn_.line = line_of(actions);
    turn_.commit = salt.isEmpty() ? commit(turn_.line) : Commitment{digest_of(turn_.line, salt), salt};
    note({{"mine", "turn"}, {"actions", turn_.line}, {"salt", turn_.commit.salt}});
    turn_.chosen = true;
    if (my_periods_ == 0)
        my_timeouts_ = 0; // (in time: the timeouts in a row start again)
    send({{"type", "turn-commit"}, {"turn", side_->turn()}, {"commitment", turn_.commit.digest}});
    send_aspects_if_ready();
    return true;
}

void NetGame::send_aspects_if_ready()
{
    if (!turn_.chosen || turn_.their_digest.isEmpty() || turn_.aspects_sent)
        return;
    // Both are bound to their actions: now each reveals its visible aspects [2.2.2].
    QJsonArray list;
    for (const Outcome& o : turn_.aspects)
        list.append(json::outcome_entry(o, false));
    send({{"type", "aspects"}, {"turn", side_->turn()}, {"aspects", list}});
    turn_.aspects_sent = true;
}

void NetGame::after_results()
{
    if (!turn_.results_sent || !turn_.results_received || turn_.destroyed_sent)
        return;
    QJsonArray ships; // none under the classic rules: they reveal no destroyed ship [C20]
    if (rules_->visible.destruction_reports)
        for (const SeenShip& s : side_->destroyed())
            ships.append(json::ship_entry(s));
    const SideStatus st = side_->status();
    send({{"type", "destroyed"},
          {"turn", side_->turn()},
          {"ships", ships},
          {"status", QJsonObject{{"hasShips", st.has_ships}, {"stalled", st.stalled}, {"materiel", st.materiel}}}});
    turn_.destroyed_sent = true;
    finish_turn_if_ready();
}

void NetGame::finish_turn_if_ready()
{
    if (!turn_.destroyed_sent || !turn_.flashcube_sent || !turn_.their_flashcube || !turn_.their_destroyed)
        return;
    const TurnView& view = side_->finish(*turn_.their_destroyed, *turn_.their_flashcube, *turn_.their_status);
    seen_.push_back(view);
    last_turn_sent_ = turn_sent_;
    turn_sent_.clear();
    my_lines_ << turn_.line;
    my_salts_ << turn_.commit.salt;
    their_digests_ << turn_.their_digest;
    turn_ = {};
    if (their_periods_ == 0)
        their_timeouts_ = 0; // (in time: the timeouts in a row start again)
    emit turnPlayed(view);
    if (side_->over())
        return reveal();
    start_turn_clock(kResultsMs);
    emit turnNeeded();
}

} // namespace ss::app
