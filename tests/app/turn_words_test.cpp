// A turn in words and as shots (app/core/words): who destroyed a ship is told truly when a
// kamikaze launch took its last cell [4.5.3] (issue 23, third playtest: "You destroyed
// their missile destroyer" for a strike that was a duplicate on the bot's own kamikaze).
#include "chance_words.h"
#include "coach.h"
#include "end_summary.h"
#include "perspective.h"
#include "turn_shots.h"
#include "turn_summary.h"

#include "cell.h"
#include "example_fleets.h"
#include "record.h"
#include "knowledge.h"
#include "report.h"
#include "space.h"

#include <QTest>

using namespace ss;

namespace {

Cell at(const char* name) { return *parse_cell(name); }

Outcome strike(const char* cell, StrikeResult r)
{
    Outcome o;
    o.kind = ActionKind::Strike;
    o.target[0] = at(cell);
    o.result[0] = r;
    return o;
}

Outcome kamikaze(const char* launch)
{
    Outcome o;
    o.kind = ActionKind::Kamikaze;
    o.target[0] = at(launch);
    return o;
}

// A beam's outcome on three cells, with a result for each [8.2.1].
Outcome beam_on(std::array<const char*, 3> cells, std::array<StrikeResult, 3> results, bool burnout = false)
{
    Outcome o;
    o.kind = ActionKind::Beam;
    o.cells = 3;
    for (std::size_t i = 0; i < 3; ++i) {
        o.target[i] = at(cells[i]);
        o.result[i] = results[i];
    }
    o.burnout = burnout;
    return o;
}

SeenShip ship(ShipType type, std::initializer_list<const char*> cells)
{
    SeenShip s;
    s.type = type;
    for (const char* c : cells)
        s.cells.insert(at(c));
    return s;
}

// A turn as the player saw it: their outcomes, the other's, the ships destroyed each side.
TurnView seen(int turn, std::vector<Outcome> own, std::vector<Outcome> opponent = {}, std::vector<SeenShip> theirs_lost = {},
              std::vector<SeenShip> mine_lost = {})
{
    TurnView v;
    v.turn = turn;
    v.own = std::move(own);
    v.opponent = std::move(opponent);
    v.opponent_destroyed = std::move(theirs_lost);
    v.own_destroyed = std::move(mine_lost);
    return v;
}

} // namespace

class TurnWordsTest : public QObject {
    Q_OBJECT

private slots:
    // A chance of winning is said one way everywhere (the chart, the win bar, the decisive
    // turn, the hint): rounded, and never 0% or 100% of a weighed guess (playtest 25; the
    // chart and the decisive turn once differed at 99.3%).
    void aChanceIsSaidOneWay()
    {
        using ss::app::ChanceWords;
        QCOMPARE(ChanceWords::say(0.71), QString("71%"));
        QCOMPARE(ChanceWords::say(0.993), QString("99%"));
        QCOMPARE(ChanceWords::say(0.995), QString("over 99%"));
        QCOMPARE(ChanceWords::say(1.0), QString("over 99%"));
        QCOMPARE(ChanceWords::say(0.005), QString("1%"));
        QCOMPARE(ChanceWords::say(0.004), QString("under 1%"));
        QCOMPARE(ChanceWords::say(0.0), QString("under 1%"));
    }

    // A scan that found nothing is said too (playtest 22: turn 1's summary left the scan out) [8.3].
    void anEmptyScanIsSaidInTheSummary_8_3()
    {
        TurnView v;
        v.turn = 1;
        Outcome scan;
        scan.kind = ActionKind::Scan;
        scan.target[0] = at("Gw4");
        scan.scan = ScanResult::Empty;
        v.own = {strike("Rx2", StrikeResult::Hit), scan};
        const Space own(Fleet{}, rules_2_6_1());
        const QString text = ss::app::summarise_turn(v, own, "You", "Captain");
        QVERIFY2(text.startsWith("You hit Rx2. Scanned empty: Gw4."), qPrintable(text));
    }
    // Playtest 29: a beam with two misses and a duplicate, and a missed strike, was summed
    // up as "You hit only cells already destroyed" [5.2.4].
    void missesBesideADuplicateAreSaidAsMisses_5_2_4()
    {
        TurnView v;
        v.turn = 8;
        v.own = {strike("Gw2", StrikeResult::Miss), strike("Bw3", StrikeResult::Duplicate), strike("Bw1", StrikeResult::Miss)};
        const Space own(Fleet{}, rules_2_6_1());
        QVERIFY2(ss::app::summarise_turn(v, own, "You", "Captain").startsWith("You missed everything; one strike fell on a cell already destroyed."),
                 qPrintable(ss::app::summarise_turn(v, own, "You", "Captain")));
        v.own = {strike("Bw3", StrikeResult::Duplicate)};
        QVERIFY(ss::app::summarise_turn(v, own, "You", "Captain").startsWith("You hit only cells already destroyed."));
    }

    void aShipThatWentInItsOwnKamikazeIsNotTheReadersKill_4_5_3()
    {
        TurnView v;
        v.turn = 9;
        v.own = {strike("Rz1", StrikeResult::Duplicate)}; // the launch cell, already gone
        v.opponent = {kamikaze("Rz1")};
        v.opponent_destroyed = {ship(ShipType::MissileDestroyer, {"Rz1", "Rz2", "Rz3"})};
        const Space own(Fleet{}, rules_2_6_1());
        const QString text = ss::app::summarise_turn(v, own, "You", "Captain");
        QVERIFY2(!text.contains("destroyed their missile destroyer"), qPrintable(text));
        // The strike on the launch cell is told with the launch, not as a shot at a wreck
        // (fifth playtest: "You hit only cells already destroyed").
        QCOMPARE(text, QString("Captain's missile destroyer was lost in its own kamikaze strike; you struck its cell Rz1 too. "
                               "Captain hit nothing."));
        const QVariantList shots = ss::app::turn_shots(v, "You", "Captain");
        // The launch is shown before the strike that found its cell gone (D1; playtest 19 saw
        // "already destroyed" before the kamikaze that destroyed it).
        QCOMPARE(shots[0].toMap()["caption"].toString(), QString("Captain's kamikaze launch from Rz1"));
        QCOMPARE(shots[1].toMap()["caption"].toString(), QString("Your strike at Rz1: already destroyed"));
        bool told = false;
        for (const QVariant& s : shots)
            if (s.toMap()["kind"] == "destroyed") {
                QCOMPARE(s.toMap()["callout"].toString(), QString("Captain's missile destroyer was lost in its own kamikaze strike"));
                told = true;
            }
        QVERIFY(told);
        // A strike on a cell of that ship destroyed in an earlier turn is a plain duplicate,
        // not "its cell … too" (playtest 22: Bz5, hit the turn before, was told so).
        v.own = {strike("Rz1", StrikeResult::Duplicate), strike("Rz2", StrikeResult::Duplicate)};
        QCOMPARE(ss::app::summarise_turn(v, own, "You", "Captain"),
                 QString("You hit only cells already destroyed. Captain's missile destroyer was lost in its own kamikaze "
                         "strike; you struck its cell Rz1 too. Captain hit nothing."));
        // Two launches of the one ship: "its cells", in the plural.
        v.opponent = {kamikaze("Rz1"), kamikaze("Rz2")};
        QCOMPARE(ss::app::summarise_turn(v, own, "You", "Captain"),
                 QString("Captain's missile destroyer was lost in its own kamikaze strike; you struck its cells Rz1 and Rz2 "
                         "too. Captain hit nothing."));
    }

    void aShipTheReaderHitIsTheReadersKill()
    {
        TurnView v;
        v.turn = 3;
        v.own = {strike("Rz2", StrikeResult::Hit)};
        v.opponent_destroyed = {ship(ShipType::LightScout, {"Rz2"})};
        const Space own(Fleet{}, rules_2_6_1());
        const QString text = ss::app::summarise_turn(v, own, "You", "Captain");
        QVERIFY2(text.startsWith("You hit Rz2 and destroyed their light scout."), qPrintable(text)); // where (fourth playtest)
        QCOMPARE(ss::app::turn_shots(v, "You", "Captain").back().toMap()["callout"].toString(),
                 QString("You destroyed their light scout!"));
    }

    // Fourth playtest: "Captain destroyed 5 cells and sank the kill cruiser" for a kill
    // cruiser whose last cell went in the reader's own kamikaze launch [4.5.3].
    void theDecisiveTurnCreditsOnlyShipsTheOtherSideHit_4_5_3()
    {
        Knowledge k(Player::A, Fleet{});
        TurnView v;
        v.turn = 3;
        v.own = {kamikaze("Gv1")};
        v.opponent = {strike("Ov1", StrikeResult::Hit), strike("Ow1", StrikeResult::Hit)};
        v.own_destroyed = {ship(ShipType::KillCruiser, {"Gv1", "Gv2"}), ship(ShipType::LightScout, {"Ov1", "Ow1"})};
        k.learn(v);
        const ss::app::DecisiveTurn d = ss::app::decisive_turn(k, {"You", "Captain"});
        QCOMPARE(d.turn, 3);
        QCOMPARE(d.text, QString("Turn 3: You destroyed nothing, Captain destroyed 2 cells and sank your light scout; "
                                 "your kill cruiser was lost in its own kamikaze strike"));
    }

    // Each shot says in words what it is while it plays in 3-D (fifth playtest: "without the
    // summary I could not have said what happened"), and one's own ship spent in a kamikaze
    // strike is told as the opponent's is [4.5.3].
    void eachShotIsCaptionedAndKamikazeLossesAreToldAlike_4_5_3()
    {
        TurnView v;
        v.turn = 2;
        v.own = {beam_on({"Rv1", "Rw1", "Rx1"}, {StrikeResult::Miss, StrikeResult::Hit, StrikeResult::Miss}), kamikaze("Gv1"),
                 strike("Yx3", StrikeResult::Hit)};
        v.opponent = {strike("Bz5", StrikeResult::Miss)};
        v.own_destroyed = {ship(ShipType::KillCruiser, {"Gv1", "Gv2"})};
        const QVariantList shots = ss::app::turn_shots(v, "You", "Captain");
        QStringList said;
        for (const QVariant& s : shots)
            said << s.toMap()["caption"].toString() + s.toMap()["callout"].toString();
        // (The kamikaze launch is seen in the launcher's own space [5.4], with its ships.)
        // (In each space the launches first: their cells are destroyed before any strike, D1.)
        QCOMPARE(said, (QStringList{"Your beam Rv1 Rw1 Rx1: miss, hit, miss", "Your strike at Yx3: hit",
                                    "Your kamikaze launch from Gv1", "Captain's strike at Bz5: miss",
                                    "Your kill cruiser was lost in its own kamikaze strike"}));
        QCOMPARE(shots[2].toMap()["space"].toString(), QString("own"));
        const Space own(Fleet{}, rules_2_6_1());
        QVERIFY2(ss::app::summarise_turn(v, own, "You", "Captain").endsWith("Your kill cruiser was lost in its own kamikaze strike."),
                 qPrintable(ss::app::summarise_turn(v, own, "You", "Captain")));
    }

    // A beam that burns out says so in the turn's summary [8.2.4] (fourth playtest).
    void aBeamThatBurnsOutIsToldInTheSummary_8_2_4()
    {
        TurnView v;
        v.turn = 4;
        v.own = {beam_on({"Rx2", "Ox2", "Yx2"}, {StrikeResult::Hit, StrikeResult::Miss, StrikeResult::Hit}, true)};
        const Space own(Fleet{}, rules_2_6_1());
        const QString text = ss::app::summarise_turn(v, own, "You", "Captain");
        QVERIFY2(text.startsWith("You hit Rx2 and Yx2. Your beam burnt out [8.2.4]."), qPrintable(text));
    }

    // The score line's "of 22–23 cells" narrows once the other's choice of scout or of
    // saucer and patrol cruiser is known [3.7, 7.2.3] (third playtest).
    void theOtherFleetsSizeNarrowsAsItsShipsAreSeen_3_7()
    {
        Knowledge k(Player::A, Fleet{});
        ss::app::Perspective p;
        p.set_reader_names({"You", "Captain"});
        p.show(k, nullptr, {"You", "Captain"}, FleetRule::standard());
        QVERIFY2(p.materiel().endsWith("Captain: 0 of 22 or 23 cells destroyed"), qPrintable(p.materiel()));
        // Which ships it may hold is said too (playtest 21: "the bot's patrol cruiser surprised me").
        QVERIFY2(p.fleetNote().startsWith("Captain's fleet, one ship of each [3.7]: death star; kill cruiser; missile destroyer; "
                                          "flying saucer or patrol cruiser; light scout or heavy scout (22 or 23 cells)."),
                 qPrintable(p.fleetNote()));
        TurnView v;
        v.turn = 1;
        v.own = {strike("Rz2", StrikeResult::Hit)};
        v.opponent_destroyed = {ship(ShipType::LightScout, {"Rz2"})};
        v.opponent = {strike("Rv1", StrikeResult::Miss), strike("Rv2", StrikeResult::Miss)};
        k.learn(v);
        p.show(k, nullptr, {"You", "Captain"}, FleetRule::standard());
        // With what is left of their fire as far as it shows [4.4.1] (a playtest).
        // Whose strikes, said (playtest 56 could not tell), and the ships left once one is
        // destroyed, each pair still open (playtest 56 hunted a saucer where a cruiser lay).
        QVERIFY2(p.materiel().endsWith("Captain: 1 of 22 cells destroyed, fired 2 strikes last turn · ships left: death star, "
                                       "kill cruiser, missile destroyer, flying saucer or patrol cruiser"), qPrintable(p.materiel()));
        QVERIFY2(p.fleetNote().contains("; flying saucer or patrol cruiser; light scout (22 cells)."), qPrintable(p.fleetNote()));
        p.show(k, nullptr, {"You", "Captain"}, FleetRule::with_cost(24)); // any ships: no total
        QVERIFY2(p.materiel().endsWith("Captain: 1 cell destroyed, fired 2 strikes last turn"), qPrintable(p.materiel()));
        QCOMPARE(p.fleetNote(), QString()); // any ships of a cost [3.7.1]: nothing to list
        // At the end the fleet is seen whole: its own size (seventh playtest: "20 destroyed").
        const Fleet revealed = make_fleet(parse_ships(test::kSetupB, 1));
        p.show(k, &revealed, {"You", "Captain"}, std::nullopt);
        QVERIFY2(p.materiel().endsWith("Captain: 1 of 23 cells destroyed, fired 2 strikes last turn"), qPrintable(p.materiel()));
        QCOMPARE(p.fleetNote(), QString()); // shown whole
        // 22 cells destroyed and the game goes on: the fleet is the larger one (playtest 35
        // read "22 of 22 or 23 cells").
        Knowledge k22(Player::A, Fleet{});
        TurnView hits;
        hits.turn = 1;
        for (int i = 0; i < 22; ++i)
            hits.own.push_back(strike(to_string(Cell{static_cast<std::uint8_t>(i * 5)}).c_str(), StrikeResult::Hit));
        k22.learn(hits);
        p.show(k22, nullptr, {"You", "Captain"}, FleetRule::standard());
        QVERIFY2(p.materiel().contains("Captain: 22 of 23 cells destroyed"), qPrintable(p.materiel()));
    }

    // The first game's coach (playtest 19: "no guided first game"): each thing is taught on
    // the first turn it happens, with its rule, and a weapon on the turns set aside for it
    // until it has been tried.
    void theCoachTeachesAFirstHitAFirstLossAndAFirstKillOnce_2_3_4_4_4_1()
    {
        Knowledge k(Player::A, make_fleet(parse_ships(test::kSetupA, 1)));
        QCOMPARE(ss::app::coach_tip(k, "Captain"), QString()); // nothing played yet
        const auto after = [&k](const TurnView& v) { k.learn(v); return ss::app::coach_tip(k, "Captain"); };
        QString tip = after(seen(1, {strike("Yx3", StrikeResult::Hit), strike("Yx4", StrikeResult::Miss)}));
        QVERIFY2(tip.startsWith("A hit at Yx3: a ship is there.") && tip.contains("[6]"), qPrintable(tip));
        // (a second hit teaches nothing new)
        tip = after(seen(2, {strike("Yx2", StrikeResult::Hit)}, {strike("Gv1", StrikeResult::Hit)}));
        QVERIFY2(tip.startsWith("Captain has hit your ships.") && tip.contains("[4.4.1]"), qPrintable(tip));
        tip = after(seen(3, {strike("Rz2", StrikeResult::Hit)}, {}, {ship(ShipType::LightScout, {"Rz2"})}));
        QVERIFY2(tip.startsWith("You destroyed their light scout!") && tip.contains("[2.3.4, 2.3.5]"), qPrintable(tip));
        tip = after(seen(4, {}, {strike("Bz5", StrikeResult::Hit)}, {}, {ship(ShipType::LightScout, {"Bz5"})}));
        QVERIFY2(tip.startsWith("Captain destroyed your light scout") && tip.contains("[2.3.5]"), qPrintable(tip));
        // A ship lost in its own kamikaze strike [4.5.3] was not the opponent's doing
        // (playtest 37 was told "Practice bot destroyed your missile destroyer").
        Knowledge k2(Player::A, make_fleet(parse_ships(test::kSetupA, 1)));
        k2.learn(seen(1, {strike("Yx4", StrikeResult::Miss)}, {strike("Gv1", StrikeResult::Miss)}, {},
                      {ship(ShipType::HeavyScout, {"Bz5", "Bz4"})}));
        const QString spent = ss::app::coach_tip(k2, "Captain");
        QVERIFY2(!spent.startsWith("Captain destroyed your"), qPrintable(spent));
    }

    // The newest turn's lesson only: a busy turn's second lesson is never said a turn late
    // (playtests 21, 37 and 38: tips of an earlier turn read as news, or as stale).
    void theCoachSaysOnlyTheNewestTurnsLesson()
    {
        const TurnView busy = seen(1, {strike("Rx1", StrikeResult::Hit), strike("Rz1", StrikeResult::Hit)}, {strike("Gv1", StrikeResult::Hit)});
        Knowledge k(Player::A, make_fleet(parse_ships(test::kSetupA, 1)));
        k.learn(busy);
        QString tip = ss::app::coach_tip(k, "Captain");
        QVERIFY2(tip.startsWith("Hits at Rx1 and Rz1: ships are there."), qPrintable(tip));
        k.learn(seen(2, {strike("Yv5", StrikeResult::Miss)}));
        tip = ss::app::coach_tip(k, "Captain");
        QCOMPARE(tip, QString());
        // Two busy turns: the second's lesson first, the first's left-over dropped.
        Knowledge k2(Player::A, make_fleet(parse_ships(test::kSetupA, 1)));
        k2.learn(busy);
        k2.learn(seen(2, {strike("Rz2", StrikeResult::Hit)}, {}, {ship(ShipType::LightScout, {"Rz2"})}));
        tip = ss::app::coach_tip(k2, "Captain");
        QVERIFY2(tip.startsWith("You destroyed their light scout!"), qPrintable(tip));
        k2.learn(seen(3, {strike("Yv5", StrikeResult::Miss)}));
        tip = ss::app::coach_tip(k2, "Captain"); // (turn 1's "has hit your ships" is two turns old: dropped)
        QVERIFY2(!tip.startsWith("Captain has hit your ships."), qPrintable(tip));
    }

    // Playtest 32: "f" marks came with no word of what they were.
    void theCoachExplainsTheFirstFlashcubeData_7_1()
    {
        Knowledge k(Player::A, make_fleet(parse_ships(test::kSetupA, 1)));
        SeenShip lost = ship(ShipType::LightScout, {"Bz5"});
        FlashcubeCell found;
        found.cell = at("Bz5");
        found.ship = true;
        lost.flashcube = {found};
        k.learn(seen(1, {strike("Yx4", StrikeResult::Miss)}, {strike("Bz5", StrikeResult::Hit)}, {}, {lost}));
        const QString tip = ss::app::coach_tip(k, "Captain");
        QVERIFY2(tip.startsWith("Flashcube data: with your light scout destroyed, you learn what lies in the same cells of "
                                "Captain's space (marked f) [7.1] — one of them holds a ship: strike it."),
                 qPrintable(tip));
        // Ship cells there already destroyed are said as such, not as no ship (playtest 36).
        Knowledge k2(Player::A, make_fleet(parse_ships(test::kSetupA, 1)));
        found.destroyed = true;
        lost.flashcube = {found};
        k2.learn(seen(1, {strike("Yx4", StrikeResult::Miss)}, {strike("Bz5", StrikeResult::Hit)}, {}, {lost}));
        const QString spent = ss::app::coach_tip(k2, "Captain");
        QVERIFY2(spent.contains("— the ship cells there are already destroyed."), qPrintable(spent));
    }

    // Playtest 33: "strike the cells beside them" a turn late pointed at a ship already sunk.
    void theCoachNeverCarriesAdviceAboutHitsToTheNextTurn()
    {
        Knowledge k(Player::A, make_fleet(parse_ships(test::kSetupA, 1)));
        k.learn(seen(1, {strike("Rz2", StrikeResult::Hit), strike("Gx3", StrikeResult::Hit)}, {}, {ship(ShipType::LightScout, {"Rz2"})}));
        QVERIFY(ss::app::coach_tip(k, "Captain").startsWith("You destroyed their light scout!"));
        k.learn(seen(2, {strike("Yv5", StrikeResult::Miss)}));
        const QString tip = ss::app::coach_tip(k, "Captain");
        QVERIFY2(!tip.startsWith("Hits at") && !tip.startsWith("A hit at"), qPrintable(tip));
    }

    void theCoachSuggestsAWeaponNotTriedYetOnItsTurns_8_1_8_2()
    {
        Knowledge k(Player::A, make_fleet(parse_ships(test::kSetupA, 1)));
        k.learn(seen(1, {strike("Yx4", StrikeResult::Miss)}));
        // Turn 2 to enter: the missile destroyer's missiles have not been fired [8.1.3].
        QCOMPARE(ss::app::coach_tip(k, "Captain"), QString()); // (a lesson of what happened, it is not)
        QString tip = ss::app::weapon_tip(k);
        QVERIFY2(tip.startsWith("Try a missile:") && tip.contains("missile destroyer") && tip.contains("[8.1.3, 8.1.4]"), qPrintable(tip));
        // One fired: no more missile lessons.
        Outcome launch;
        launch.kind = ActionKind::Missile;
        launch.target[0] = at("Yz1");
        k.learn(seen(2, {launch, strike("Yx5", StrikeResult::Miss)}));
        QCOMPARE(ss::app::weapon_tip(k), QString());
        k.learn(seen(3, {strike("Yv5", StrikeResult::Miss)}));
        tip = ss::app::weapon_tip(k); // turn 4: the death star's beam [8.2]
        QVERIFY2(tip.startsWith("Try the beam:") && tip.contains("death star") && tip.contains("[8.2]"), qPrintable(tip));
    }
};

QTEST_GUILESS_MAIN(TurnWordsTest)
#include "turn_words_test.moc"
