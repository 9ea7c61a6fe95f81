// Review (issue 11): a finished game's turn listed action by action, the selected one's
// cells highlighted in both spaces; the analysis's heat map on the opponent's space for
// the turn shown; the game's statistics; and in play the hint, against the easier bots
// only.
#include "game_controller.h"
#include "judgement_cache.h"
#include "referee.h"
#include "session.h"
#include "side_by_side.h"
#include "statistics.h"
#include "turn_log.h"
#include "geometry.h"

#include <QFile>
#include <QRegularExpression>

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <numeric>

using namespace ss;
using ss::app::GameController;
using ss::app::SpaceModel;

namespace {

// A finished 12-turn game, the hunter (A) against density (B), with beams, missiles, a
// kamikaze strike and scans; it ends by 2.3.2, A winning 2-1.
const char* const kGame = SPACESHIPS_TEST_DATA "/finished-standard.ssg";

CellSet cells(std::initializer_list<const char*> names)
{
    CellSet out;
    for (const char* n : names)
        out.insert(*parse_cell(n));
    return out;
}

CellSet highlighted(const SpaceModel& m)
{
    CellSet out;
    for (int i = 0; i < kCellCount; ++i)
        if (m.data(m.index(i), SpaceModel::HighlightRole).toBool())
            out.insert(Cell{static_cast<std::uint8_t>(i)});
    return out;
}

int find(const QVariantList& actions, const QString& text)
{
    for (int i = 0; i < actions.size(); ++i)
        if (actions[i].toMap()["text"].toString().contains(text))
            return i;
    return -1;
}

} // namespace

class ReviewTest : public QObject {
    Q_OBJECT

private slots:
    // Issue 23: "about 1 undamaged cell", not "1 undamaged cells".
    void theAnalysisCountsCellsInGoodEnglish()
    {
        const QString one = ss::app::Analyst::describe("Ann", 1, "Yx3", 6);
        QVERIFY2(one.contains("about 1 undamaged cell,"), qPrintable(one));
        // The move names its turn (playtest 26: the next turn's move beside the Admiral's
        // choice for the turn shown, neither labelled).
        QVERIFY2(one.contains("Best move for turn 6 (outlined): Yx3."), qPrintable(one));
        const QString many = ss::app::Analyst::describe({}, 12, {}, 1);
        QVERIFY2(many.contains("about 12 undamaged cells,"), qPrintable(many));
        QVERIFY2(many.startsWith("The opponent's hidden ships") && many.endsWith("nothing to do."), qPrintable(many));
    }

    // The hint's beam in words [8.2.4]: a line whose ends may both hit says the risk; a line
    // ending on a cell known to be empty says that it cannot burn out, which is why the
    // careful hint puts an end there.
    void theHintsBeamSaysWhyItCannotBurnOut_8_2_4()
    {
        const auto c = [](const char* n) { return *parse_cell(n); };
        ss::CellScores heat{};
        const std::vector<ss::Cell> line{c("Yx1"), c("Yx2"), c("Yx3")};
        heat[c("Yx2").index] = 0.7;
        heat[c("Yx3").index] = 0.4; // Yx1 known to be empty: 0
        const QString safe = ss::app::Analyst::beam_words(heat, line);
        QVERIFY2(safe.contains("takes in Yx2"), qPrintable(safe));
        QVERIFY2(safe.contains("It ends on Yx1, known to be empty, so it cannot burn out [8.2.4]."), qPrintable(safe));
        // An end already destroyed: a strike there is a duplicate hit (playtest 44 was told
        // "known to be empty" of a destroyed cell) [5.2.4].
        ss::CellSet destroyed;
        destroyed.insert(c("Yx1"));
        const QString again = ss::app::Analyst::beam_words(heat, line, destroyed);
        QVERIFY2(again.contains("It ends on Yx1, already destroyed: a strike there is a duplicate hit"), qPrintable(again));
        QVERIFY2(!again.contains("known to be empty"), qPrintable(again));
        heat[c("Yx1").index] = 0.3;
        const QString risky = ss::app::Analyst::beam_words(heat, line);
        QVERIFY2(risky.contains("burns out if both ends hit [8.2.4]: about 12%"), qPrintable(risky));
        QVERIFY2(!risky.contains("cannot burn out"), qPrintable(risky));
    }

    // The hint's launches each just before a strike, its target, as the player enters them
    // (playtest 35 read "mRz3 Ow3" as a missile and a strike) [11.5.3].
    void theHintPairsEachLaunchWithATarget_11_5_3()
    {
        const auto c = [](const char* n) { return *parse_cell(n); };
        const Actions bot{Action::missile(c("Rz3")), Action::kamikaze(c("Bv1")), Action::strike(c("Ox3")),
                          Action::strike(c("Yw2")), Action::strike(c("Ow3")), Action::scan(c("Gx4"))};
        const Actions paired = launches_paired(bot);
        QCOMPARE(paired, (Actions{bot[2], bot[0], bot[3], bot[1], bot[4], bot[5]}));
    }

    // The reader's launch said with its target as entered: "kOx1 → Bx1 miss" (playtest 35
    // read "kOx1 launched · Bx1 miss" without knowing which strike was the kamikaze's) [4.5.1].
    void theLogSaysALaunchWithItsTarget_4_5_1()
    {
        QFile in(kGame);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const Record record = parse_record(in.readAll().toStdString());
        const Session game = Session::replay(record.games.at(0));
        const TurnView& turn11 = game.knowledge(Player::B).history().at(10); // 11. B: kOx1 Bx1 sOw1
        const QString line = ss::app::describe_turn(turn11, ss::app::you(), "Hunter bot");
        QVERIFY2(line.contains("You: kOx1 → Bx1 "), qPrintable(line));
        QVERIFY2(!line.contains("kOx1 launched"), qPrintable(line));
    }

    // A guided turn's hint: the weapons held back dropped, its strikes go to the likeliest
    // cells that are left (playtest 37's passed over a 67% cell a beam not allowed yet
    // would have taken) [2.2.1].
    void aGuidedHintStrikesTheLikeliestCellsLeft()
    {
        QFile in(kGame);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const Record record = parse_record(in.readAll().toStdString());
        for (int played = 1; played <= 3; ++played) { // turns 2 to 4: the beam held back
            const Session game = Session::replay(record.games.at(0), played);
            const Knowledge& k = game.knowledge(Player::A);
            SpaceModel opponent(SpaceModel::Side::Opponent);
            ss::app::Analyst analyst(&opponent);
            analyst.set_guided([] { return true; });
            analyst.show_position(&k, FleetRule::standard(), "Density bot", true);
            analyst.setShown(true);
            const ss::Analysis& a = analyst.last();
            CellSet taken = k.opponent_empty() | k.opponent_destroyed(), struck;
            for (const Action& x : a.best) {
                QVERIFY(x.kind != ActionKind::Beam);
                if (x.kind == ActionKind::Scan)
                    taken.insert(x.cell);
                if (x.kind == ActionKind::Strike)
                    struck.insert(x.cell);
            }
            QVERIFY(!struck.empty());
            double least = 1;
            for (Cell c : struck)
                least = std::min(least, a.heat[c.index]);
            for (int c = 0; c < kCellCount; ++c) {
                const Cell cell{static_cast<std::uint8_t>(c)};
                if (!taken.contains(cell) && !struck.contains(cell))
                    QVERIFY2(a.heat[c] <= least + 1e-9, qPrintable(QString::fromStdString(to_string(cell))));
            }
        }
    }

    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theReviewedTurnIsListedActionByAction_11_7_1_1()
    {
        GameController g;
        QVERIFY2(g.lobby()->openRecord(kGame), qPrintable(g.error()));
        QCOMPARE(g.phase(), GameController::Phase::Over);
        QCOMPARE(g.review()->turn(), 12);
        // 12. A: Gw1 sRy4 / 12. B: sBz3 sRx5 — the shown player's first.
        QVariantList actions = g.review()->actions();
        QCOMPARE(actions.size(), 4);
        QVERIFY(actions[0].toMap()["byViewer"].toBool());
        QVERIFY(!actions[3].toMap()["byViewer"].toBool());
        g.review()->setTurn(0);
        QVERIFY(g.review()->actions().isEmpty()); // the setups: no actions
        g.review()->setTurn(1);
        actions = g.review()->actions();
        QCOMPARE(actions.size(), 12 + 11);
        // Beams are reported first [11.7.1.1].
        QVERIFY2(actions[0].toMap()["text"].toString().contains("bBx3Bv5"), qPrintable(actions[0].toMap()["text"].toString()));
    }

    // Issue 23: the end names the turn that decided the game — for now the largest swing
    // in materiel towards the winner, the cells each side destroyed that turn.
    void theEndNamesTheDecisiveTurn()
    {
        GameController g;
        QVERIFY2(g.lobby()->openRecord(kGame), qPrintable(g.error()));
        // None is named while the judge weighs the game (so that the end never names one turn,
        // then another: ninth playtest); a judgement stopped names the largest materiel swing.
        QVERIFY(g.review()->judge()->running());
        QCOMPARE(g.review()->decisiveTurnNumber(), 0);
        g.review()->judge()->cancel();
        const int t = g.review()->decisiveTurnNumber();
        QVERIFY(t >= 1 && t <= g.turnsPlayed());
        const QString text = g.review()->decisiveTurn();
        QVERIFY2(text.startsWith(QString("Turn %1: ").arg(t)) && text.contains(" destroyed "), qPrintable(text));
        // No other turn swung the materiel more: its cells destroyed, one side less the other.
        const auto swing = [&](int turn) {
            const TurnView& v = g.review()->session()->knowledge(Player::A).history()[static_cast<std::size_t>(turn - 1)];
            const auto cells = [](const std::vector<Outcome>& outcomes) {
                CellSet c;
                for (const Outcome& o : outcomes) {
                    const int n = o.kind == ActionKind::Beam ? o.cells : (o.kind == ActionKind::Strike ? 1 : 0);
                    for (int k = 0; k < n; ++k)
                        if (o.result[k] == StrikeResult::Hit)
                            c.insert(o.target[k]);
                    for (Cell e : o.explosions)
                        c.insert(e);
                }
                return c.size();
            };
            // Towards the winner (third playtest: a 3–1 win was "decided" by a turn the
            // loser won 5 cells to 1).
            const GameEnd& end = g.review()->session()->game().end();
            const int toward = end.draw() ? 0 : end.winner() == Player::A ? 1 : -1;
            const int d = cells(v.own) - cells(v.opponent);
            return toward == 0 ? std::abs(d) : toward * d;
        };
        for (int turn = 1; turn <= g.turnsPlayed(); ++turn)
            QVERIFY2(swing(turn) <= swing(t), qPrintable(QString("turn %1 swung more than turn %2").arg(turn).arg(t)));
    }

    // Playtest 51 waited 15-20 s on an empty chart: the chances come turn by turn as the judge
    // weighs them, the decisive turn only once all are in (never one turn and then another).
    void theChartFillsTurnByTurn()
    {
        GameController g;
        g.review()->judge()->setRollouts(4);
        QVERIFY2(g.lobby()->openRecord(kGame), qPrintable(g.error()));
        std::vector<qsizetype> seen; // the chances' count at each change while it weighs
        connect(g.review()->judge(), &ss::app::GameJudge::changed, this, [&] {
            if (g.review()->judge()->running()) {
                seen.push_back(g.review()->judge()->chances().size());
                QCOMPARE(g.review()->decisiveTurnNumber(), 0);
            }
        });
        QTRY_VERIFY_WITH_TIMEOUT(!g.review()->judge()->running(), 120000);
        const qsizetype whole = g.review()->judge()->chances().size();
        QCOMPARE(whole, qsizetype(g.turnsPlayed() + 1));
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        QVERIFY2(std::count_if(seen.begin(), seen.end(), [&](qsizetype n) { return n > 1 && n < whole; }) >= g.turnsPlayed() - 2,
                 "the turns came one by one while it weighed");
        QVERIFY(g.review()->decisiveTurnNumber() >= 0);
        // The Admiral's choices in words pair each launch with its target, as the chips and the
        // log do (playtest 52 could not tell the target in "mGz5 Rw4").
        int launches = 0;
        for (const QVariant& turn : g.review()->judge()->turns())
            for (const char* side : {"mine", "theirs"}) {
                const QVariantMap c = turn.toMap()[side].toMap();
                const QString best = c["bestActions"].toString(), words = c["bestWords"].toString();
                QCOMPARE(QString(words).replace(" → ", " "), best);
                launches += words.count(" → ");
                QCOMPARE(words.count(" → "), best.split(' ').filter(QRegularExpression("^[mk]")).size());
            }
        QVERIFY(launches > 0);
    }

    // Playtest 39: a fall in the chance of winning beside unchanged strike counts said
    // nothing of why. The judged turn also says where the race stood after it [2.3.5].
    void theDecisiveTurnSaysWhereTheRaceStood_2_3_5()
    {
        GameController g;
        g.review()->judge()->setRollouts(4);
        QVERIFY2(g.lobby()->openRecord(kGame), qPrintable(g.error()));
        QTRY_VERIFY_WITH_TIMEOUT(!g.review()->judge()->running(), 120000);
        const int t = g.review()->decisiveTurnNumber();
        const QString text = g.review()->decisiveTurn();
        QVERIFY2(t >= 1 && text.contains(" went from "), qPrintable(text));
        const GameStatistics st = game_statistics(g.review()->session()->record(), g.review()->session()->rules());
        const QRegularExpressionMatch m = QRegularExpression("remaining materiel after it: .+ (\\d+), .+ (\\d+) \\[2\\.3\\.5\\]$").match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        QCOMPARE(m.captured(1).toInt(), st.of(Player::A).materiel[static_cast<std::size_t>(t)]);
        QCOMPARE(m.captured(2).toInt(), st.of(Player::B).materiel[static_cast<std::size_t>(t)]);
    }

    void theSelectedActionIsHighlightedInBothSpaces()
    {
        GameController g;
        QVERIFY2(g.lobby()->openRecord(kGame), qPrintable(g.error()));
        g.review()->setTurn(1);
        const QVariantList actions = g.review()->actions();
        // A's beam strikes the line Bx3 Bw4 Bv5 in B's space [8.2.1].
        g.review()->setSelectedAction(find(actions, "bBx3Bv5"));
        QVERIFY(highlighted(*g.view()->opponent()) == cells({"Bx3", "Bw4", "Bv5"}));
        QVERIFY(highlighted(*g.view()->own()).empty());
        // A's missile is launched from A's own space [8.1.3.1].
        g.review()->setSelectedAction(find(actions, ": mYw5"));
        QVERIFY(highlighted(*g.view()->opponent()).empty());
        QVERIFY(highlighted(*g.view()->own()) == cells({"Yw5"}));
        // B's strike at Yy3 lands in A's space.
        const int b = find(actions, "Yy3");
        QVERIFY(!actions[b].toMap()["byViewer"].toBool());
        g.review()->setSelectedAction(b);
        QVERIFY(highlighted(*g.view()->own()).contains(*parse_cell("Yy3")));
        // Another turn: nothing selected, nothing highlighted.
        g.review()->setTurn(2);
        QCOMPARE(g.review()->selectedAction(), -1);
        QVERIFY(highlighted(*g.view()->own()).empty());
        QVERIFY(highlighted(*g.view()->opponent()).empty());
    }

    void theAnalysisShowsWhereTheShipsCouldBeAtTheTurnShown()
    {
        GameController g;
        QVERIFY2(g.lobby()->openRecord(kGame), qPrintable(g.error()));
        SpaceModel& opp = *g.view()->opponent();
        QVERIFY(g.analysis()->available());
        QCOMPARE(opp.data(opp.index(0), SpaceModel::HeatRole).toDouble(), -1.0); // off until asked for
        g.analysis()->setShown(true);
        g.review()->setTurn(3);
        double sum = 0;
        int best = 0;
        for (int i = 0; i < kCellCount; ++i) {
            const double h = opp.data(opp.index(i), SpaceModel::HeatRole).toDouble();
            QVERIFY(h >= 0 && h <= 1);
            sum += h;
            best += opp.data(opp.index(i), SpaceModel::BestRole).toBool();
        }
        const auto& heat = g.analysis()->last().heat;
        QCOMPARE(sum, std::accumulate(heat.begin(), heat.end(), 0.0));
        QVERIFY(sum > 0 && sum < 23); // B's 23 cells, less those A knew destroyed
        QCOMPARE(best, g.analysis()->last().targets.size());
        QVERIFY(best > 0);
        QVERIFY2(g.analysis()->text().contains("Best move"), qPrintable(g.analysis()->text()));
        QVERIFY(!g.analysis()->bestMove().isEmpty());
        // A hit on a ship not yet destroyed is said with the move: why it strikes beside it,
        // or not (playtest 34 read strikes far from a hit as a wrong hint).
        int open = 0;
        for (int turn = 1; turn < 12; ++turn) {
            g.review()->setTurn(turn);
            const QString text = g.analysis()->text();
            const ss::Analysis& a = g.analysis()->last();
            const bool said = text.contains("beside the hit");
            QVERIFY2(!said || !a.open_hits.empty(), qPrintable(QString::number(turn) + ": " + text));
            open += said;
            if (!a.beside_hits.empty())
                QVERIFY2(text.contains("to finish"), qPrintable(text));
            // "Elsewhere" only where each strike is at least as likely as any cell beside a hit
            // (playtest 36 was told so of 13% strikes beside a 99% cell).
            if (text.contains("elsewhere than beside")) {
                double least = 1;
                for (const ss::Action& x : a.best)
                    if (x.kind == ss::ActionKind::Strike)
                        least = std::min(least, a.heat[x.cell.index]);
                for (ss::Cell h : a.open_hits)
                    for (ss::Cell c : ss::adjacent(h) - g.analysis()->last().targets)
                        QVERIFY2(a.heat[c.index] <= least + 1e-9 || a.heat[c.index] >= 1, qPrintable(text));
            }
        }
        QVERIFY(open > 0);
        g.analysis()->setShown(false);
        QCOMPARE(opp.data(opp.index(0), SpaceModel::HeatRole).toDouble(), -1.0);
    }

    void statisticsFollowTheRecord_2_3_5()
    {
        GameController g;
        QVERIFY2(g.lobby()->openRecord(kGame), qPrintable(g.error()));
        const QVariantMap st = g.outputs()->statistics();
        QCOMPARE(st["turns"].toInt(), 12);
        const QVariantList sides = st["sides"].toList();
        QCOMPARE(sides.size(), 2);
        const QVariantMap a = sides[0].toMap(), b = sides[1].toMap();
        QCOMPARE(a["hits"].toList().size(), 12);
        QCOMPARE(a["materiel"].toList().size(), 13);
        // The score is the remaining materiel [2.3.3, 2.3.5]: A wins 2-1.
        QCOMPARE(a["materiel"].toList().first().toInt(), 23);
        QCOMPARE(a["materiel"].toList().last().toInt(), 2);
        QCOMPARE(b["materiel"].toList().last().toInt(), 1);
        // Each side's hits are the other's materiel lost (less kamikaze launches [4.5.3]).
        int hits = 0;
        for (const QVariant& h : a["hits"].toList())
            hits += h.toInt();
        QVERIFY(hits <= 22 - 1);
        QCOMPARE(a["weapons"].toList().size(), 5);
        QCOMPARE(b["ships"].toList().size(), 5);
    }

    // Playtest 23: what the winner did better, each measure as the statistics count it
    // (strikes that hit, the first hit, the other's ships found), the better one marked.
    void theEndPutsThePlayersSideBySide()
    {
        GameController g;
        QVERIFY2(g.lobby()->openRecord(kGame), qPrintable(g.error()));
        const QVariantList rows = g.review()->sideBySide();
        QVERIFY(rows.size() >= 3);
        QCOMPARE(g.review()->names().size(), 2);
        const QVariantList sides = g.outputs()->statistics()["sides"].toList();
        const auto weapons = [&](int side) { return sides[side].toMap()["weapons"].toList(); };
        const QVariantMap strikes = rows[0].toMap();
        QCOMPARE(strikes["label"].toString(), QString("Strikes that hit"));
        for (int side = 0; side < 2; ++side) {
            const QVariantMap t = weapons(side)[0].toMap(); // strikes
            const int hits = t["hits"].toInt(), used = t["used"].toInt();
            QCOMPARE(strikes[side == 0 ? "mine" : "theirs"].toString(), QString("%1%").arg(qRound(100.0 * hits / used)));
            QCOMPARE(strikes[side == 0 ? "mineFull" : "theirsFull"].toString(), QString("%1 of %2").arg(hits).arg(used));
        }
        const auto rate = [&](int side) { return weapons(side)[0].toMap()["hits"].toDouble() / weapons(side)[0].toMap()["used"].toDouble(); };
        QCOMPARE(strikes["better"].toInt(), rate(0) > rate(1) ? 0 : rate(1) > rate(0) ? 1 : -1);
        // Ships found: the other's ships with a found turn.
        const auto found = [&](int fleet) {
            int n = 0;
            for (const QVariant& ship : sides[fleet].toMap()["ships"].toList())
                n += ship.toMap()["found"].toInt() > 0;
            return n;
        };
        const QVariantMap ships = rows[2].toMap();
        QCOMPARE(ships["label"].toString(), QString("Ships found"));
        QCOMPARE(ships["mine"].toString(), QString("%1 of 5").arg(found(1)));
        QCOMPARE(ships["theirs"].toString(), QString("%1 of 5").arg(found(0)));
        // The game has beams, missiles and scans: their rows name their rules.
        QStringList rules;
        for (const QVariant& r : rows)
            rules << r.toMap()["rule"].toString();
        QVERIFY2(rules.contains("8.3"), qPrintable(rules.join(",")));
    }

    // The better share is marked, not the larger count (playtest 56 saw the bot's 24% of scans
    // marked beside its own 25%, the bot having scanned more) [8.2, 8.3].
    void theSideBySideMarksTheBetterShare_8_2_8_3()
    {
        GameStatistics st;
        st.turns = 5;
        st.side[0].strikes = {10, 10, 5};
        st.side[1].strikes = {10, 10, 5};
        st.side[0].scans = {4, 4, 1};    // 25%
        st.side[1].scans = {25, 25, 6};  // 24%
        st.side[0].beams = {1, 3, 2};    // 67%
        st.side[1].beams = {4, 12, 3};   // 25%
        const QVariantList rows = ss::app::side_by_side(st, Player::A, rules_2_6_1());
        QVariantMap scans, beams;
        for (const QVariant& r : rows) {
            if (r.toMap()["label"] == "Scans that found")
                scans = r.toMap();
            if (r.toMap()["label"] == "Beam hits")
                beams = r.toMap();
        }
        QCOMPARE(scans["mine"].toString(), QString("25%"));
        QCOMPARE(scans["theirs"].toString(), QString("24%"));
        QCOMPARE(scans["better"].toInt(), 0);
        QCOMPARE(beams["mine"].toString(), QString("67%"));
        QCOMPARE(beams["better"].toInt(), 0);
    }

    // Issue 26: a game judged once is judged at once in a later run: the judgement kept on
    // disk comes back whole; a damaged file is judged again, never half read.
    void aJudgementIsKeptOnDiskAndComesBackWhole()
    {
        QFile in(kGame);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const Record record = parse_record(in.readAll().toStdString());
        const RefereedGame game = referee(record).games.at(0);
        JudgeOptions o;
        o.policy.rollouts = 4;
        o.admiral_samples = 40;
        const GameRecord first3 = [&] { GameRecord r = record.games[0]; r.turns.resize(3); return r; }();
        const GameJudgement j = judge_game(game, first3, rules_2_6_1(), o, 7);
        QCOMPARE(j.turns.size(), std::size_t{3});
        QTemporaryDir dir;
        const QByteArray key("digest-and-rollouts");
        QVERIFY(!ss::app::load_judgement(dir.path(), key)); // none yet
        ss::app::save_judgement(dir.path(), key, j);
        const std::optional<GameJudgement> back = ss::app::load_judgement(dir.path(), key);
        QVERIFY(back);
        QCOMPARE(back->decisive_turn, j.decisive_turn);
        QCOMPARE(back->before.a, j.before.a);
        QCOMPARE(back->turns.size(), j.turns.size());
        for (std::size_t t = 0; t < j.turns.size(); ++t) {
            QCOMPARE(back->turns[t].after.b, j.turns[t].after.b);
            QCOMPARE(back->turns[t].materiel, j.turns[t].materiel);
            for (int p = 0; p < 2; ++p) {
                QCOMPARE(back->turns[t].choice[p].has_value(), j.turns[t].choice[p].has_value());
                if (!j.turns[t].choice[p])
                    continue;
                QCOMPARE(back->turns[t].choice[p]->played, j.turns[t].choice[p]->played);
                QCOMPARE(back->turns[t].choice[p]->mark, j.turns[t].choice[p]->mark);
                QCOMPARE(back->turns[t].choice[p]->best_actions.size(), j.turns[t].choice[p]->best_actions.size());
            }
        }
        // Damaged: cut short, then not JSON at all.
        const QString file = dir.path() + "/" + QString::fromLatin1(key.toHex()) + ".json";
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const QByteArray whole = f.readAll();
        f.resize(whole.size() / 2);
        f.close();
        QVERIFY(!ss::app::load_judgement(dir.path(), key));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not json");
        f.close();
        QVERIFY(!ss::app::load_judgement(dir.path(), key));
    }

    // Playtest 28: the hint told it to keep the beam back, the review of the same position
    // to fire it. Both are the Admiral's careful move now, the same for the same position.
    void theHintAndTheReviewNameTheSameMove()
    {
        QTemporaryDir dir;
        GameController g;
        g.options()->setBotOverride("random");
        g.setSeed(11);
        g.records()->setFolder(dir.path());
        g.setup()->randomLayout();
        QVERIFY(g.start());
        QTRY_COMPARE(g.phase(), GameController::Phase::Playing);
        g.analysis()->setShown(true);
        const QString hinted = g.analysis()->bestMove();
        QVERIFY(!hinted.isEmpty());
        g.analysis()->setShown(false);
        int next = 0;
        for (int turn = 0; turn < 60 && g.phase() == GameController::Phase::Playing; ++turn) {
            QTRY_VERIFY(!g.waiting() || g.phase() != GameController::Phase::Playing);
            if (g.phase() != GameController::Phase::Playing)
                break;
            for (int k = g.draft()->strikes(); k > 0 && next < kCellCount; --k)
                g.clickCell(SpaceModel::Side::Opponent, next++);
            QVERIFY2(g.submit(), qPrintable(g.error()));
        }
        QTRY_COMPARE(g.phase(), GameController::Phase::Over);
        g.review()->setTurn(0);
        g.analysis()->setShown(true);
        QCOMPARE(g.analysis()->bestMove(), hinted);
    }

    void theHintIsOfferedAgainstTheEasierBotsOnly()
    {
        QTemporaryDir dir;
        for (const char* bot : {"random", "hunter", "density", "sampler"}) {
            GameController g;
            g.options()->setBotOverride(bot);
            g.setSeed(5);
            g.records()->setFolder(dir.path());
            g.setup()->randomLayout();
            QVERIFY(g.start());
            QTRY_COMPARE(g.phase(), GameController::Phase::Playing);
            const bool easy = QByteArray(bot) == "random" || QByteArray(bot) == "hunter";
            QCOMPARE(g.analysis()->available(), easy);
            g.analysis()->setShown(true);
            const SpaceModel& opp = *g.view()->opponent();
            QCOMPARE(opp.data(opp.index(0), SpaceModel::HeatRole).toDouble() >= 0, easy);
            // Issue 26, in play: the chance of winning, weighed in the background from worlds
            // that fit what the player knows (judge/seen_worlds.h), and said with the hint.
            if (easy) {
                QVERIFY2(g.analysis()->text().contains("Weighing your chance"), qPrintable(g.analysis()->text()));
                QTRY_VERIFY_WITH_TIMEOUT(g.analysis()->winChance() >= 0, 30000);
                QVERIFY(g.analysis()->winChance() <= 1);
                QVERIFY2(g.analysis()->text().contains("Your chance of winning from what you know"), qPrintable(g.analysis()->text()));
                // How it is weighed is said on pointing, not in the text (cut off at 1024x768).
                QVERIFY2(!g.analysis()->text().contains("64 games"), qPrintable(g.analysis()->text()));
                QVERIFY2(g.analysis()->details().contains("64 games") && g.analysis()->details().contains("the Admiral"),
                         qPrintable(g.analysis()->details()));
            }
        }
    }
};

QTEST_GUILESS_MAIN(ReviewTest)
#include "review_test.moc"
