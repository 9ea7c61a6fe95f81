// TurnDraft: the turn entry dialog's actions, built click by click from the spec's example
// fleets; every refusal names its rule [4, 8, 11.5].
#include "cell_words.h"
#include "draft_rules.h"
#include "turn_draft.h"
#include "typed_notation.h"

#include "own_side.h"

#include "example_fleets.h"
#include "game.h"
#include "knowledge.h"
#include "record.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace ss;
using namespace ss::test;
using ss::app::SpaceModel;
using ss::app::TurnDraft;

namespace {


int at(const char* cell) { return parse_cell(cell)->index; }

// A's turn to enter, with the spec's example fleets or A's own.
struct Fixture {
    Game game;
    GameTurnRules rules{game, Player::A};
    SpaceModel own{SpaceModel::Side::Own}, opponent{SpaceModel::Side::Opponent};
    TurnDraft draft{&own, &opponent};
    explicit Fixture(const char* setup_a = kSetupA)
        : game(make_fleet(parse_ships(setup_a, 1)), make_fleet(parse_ships(kSetupB, 1)))
    {
        draft.start(&rules);
    }
    // A first turn played (A's actions given, B: Rv1), the opponent's space shown as A knows it.
    void playFirstTurn(const char* a = "Rv1 Rz5 sBv2", const char* b = "Rv1")
    {
        TurnReport r;
        game.play(parse_tokens(a, 1).actions, parse_tokens(b, 1).actions, r);
        Knowledge k(Player::A, game.space(Player::A).fleet);
        k.learn(view_of(game, r, Player::A));
        opponent.show(k);
        draft.start(&rules);
    }
    QString mark(SpaceModel& m, const char* cell) { return ss::app::test::shown(m, at(cell), SpaceModel::MarkRole); }
    // A beam by clicking its two ends.
    void beam(const char* from, const char* to)
    {
        draft.setMode(ss::app::TurnDraft::Mode::Beam);
        draft.clickOpponent(at(from));
        draft.clickOpponent(at(to));
    }
};

} // namespace

class TurnDraftTest : public QObject {
    Q_OBJECT
private slots:
    void showsWhatIsAvailable_D6()
    {
        Fixture f;
        const Entitlements& e = f.game.entitlements(Player::A);
        QCOMPARE(f.draft.strikes(), e.strikes);
        QCOMPARE(f.draft.scans(), e.scans);
        QCOMPARE(f.draft.missileShips(), QStringList{"MD"});
        QVERIFY2(f.draft.missileCells().startsWith("MD: unfired missiles at ") && f.draft.missileCells().endsWith("[8.1.3]"),
                 qPrintable(f.draft.missileCells()));
        QCOMPARE(f.draft.beamShips(), QStringList{"DS"});
        QVERIFY(f.draft.kamikazeShips().isEmpty()); // every ship still strikes conventionally [4.5]
    }

    void strikesUpToTheEntitlement_4_4_1()
    {
        Fixture f;
        QAbstractItemModelTester tester(&f.opponent, QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (int i = 0; i < f.draft.strikes(); ++i)
            f.draft.clickOpponent(i);
        QCOMPARE(f.draft.error(), QString());
        f.draft.clickOpponent(124);
        QVERIFY2(f.draft.error().contains("[4.4.1"), qPrintable(f.draft.error()));
        QCOMPARE(f.draft.strikesUsed(), f.draft.strikes());
        QCOMPARE(f.mark(f.opponent, "Rv1"), QString("target"));
        QCOMPARE(f.mark(f.opponent, "Bz5"), QString());
        QVERIFY(!f.draft.check());
    }

    void aMissileLaunchAddsAStrikeAndNeedsItsTarget_8_1_3()
    {
        Fixture f;
        const int strikes = f.draft.strikes();
        f.draft.setMode(ss::app::TurnDraft::Mode::Missile);
        f.draft.clickOwn(at("Yz1"));
        QCOMPARE(f.draft.error(), QString());
        QCOMPARE(f.draft.tokens(), QStringList{"mYz1"});
        QCOMPARE(f.draft.strikes(), strikes + 1);
        QCOMPARE(f.draft.launchStrikes(), 1); // said in the panel ("8 of 8, 1 by missile or kamikaze")
        QCOMPARE(f.mark(f.own, "Yz1"), QString("launch"));
        // Said while it waits for its target (playtest 54's tip bar asked for more cells instead).
        QCOMPARE(f.draft.launchAwaiting(), QString("Missile launched from Yz1: now click its target in the opponent's space"));
        // Submitted without its target, the engine says what is missing.
        const auto v = f.draft.check();
        QVERIFY(v);
        QCOMPARE(QString::fromStdString(v->rule), QString("11.5.3"));
        f.draft.clickOpponent(at("Bv1"));
        QVERIFY(!f.draft.check());
        QCOMPARE(f.draft.launchAwaiting(), QString());
        QCOMPARE(f.draft.hint(), QString("Missile from Yz1 at Bv1")); // not "Strike Bv1" (fourth playtest)
        // A second launch from the same ship is refused [8.1.3].
        f.draft.setMode(ss::app::TurnDraft::Mode::Missile);
        f.draft.clickOwn(at("Yz2"));
        QVERIFY2(f.draft.error().contains("[8.1.3]"), qPrintable(f.draft.error()));
    }

    // The first game's walkthrough offers each special weapon not in the turn yet, in turn
    // (playtests 19 and 20) [8.1.3, 8.2, 8.3.1].
    void theUntriedWeaponsInTurn_8_1_3_8_2_8_3_1()
    {
        Fixture f;
        QCOMPARE(f.draft.untried(), QString("missile"));
        QVERIFY2(f.draft.enterText("mYz1 Rx3").isEmpty(), qPrintable(f.draft.error()));
        QCOMPARE(f.draft.untried(), QString("beam"));
        f.beam("Rv3", "Rv5");
        QCOMPARE(f.draft.error(), QString());
        QCOMPARE(f.draft.untried(), QString("scan"));
        QVERIFY2(f.draft.enterText("sBx3").isEmpty(), qPrintable(f.draft.error()));
        QCOMPARE(f.draft.untried(), QString());
    }

    void kamikazeIsExplained_4_5_and_6_8_2()
    {
        Fixture f;
        f.draft.setMode(ss::app::TurnDraft::Mode::Kamikaze);
        f.draft.clickOwn(at("Gv1"));
        QVERIFY2(f.draft.error().contains("[4.5]"), qPrintable(f.draft.error()));
        f.draft.clickOwn(at("Bz5"));
        QVERIFY2(f.draft.error().contains("[6.8.2]"), qPrintable(f.draft.error()));
        f.draft.clickOwn(at("Yx3"));
        QVERIFY2(f.draft.error().contains("not in any of"), qPrintable(f.draft.error()));
        QVERIFY(f.draft.tokens().isEmpty());
    }

    void scansUpToTheEntitlement_8_3_1()
    {
        Fixture f;
        f.draft.setMode(ss::app::TurnDraft::Mode::Scan);
        const int scans = f.draft.scans();
        QVERIFY(scans >= 1);
        for (int i = 0; i < scans; ++i)
            f.draft.clickOpponent(at("Bx3") + i);
        QCOMPARE(f.draft.scansUsed(), scans);
        QCOMPARE(f.mark(f.opponent, "Bx3"), QString("scan"));
        // The last scan chosen, a click strikes again, as after a missile or the beam.
        QCOMPARE(f.draft.mode(), ss::app::TurnDraft::Mode::Strike);
        f.draft.setMode(ss::app::TurnDraft::Mode::Scan);
        f.draft.clickOpponent(at("Ox3"));
        QVERIFY2(f.draft.error().contains("[8.3.1]"), qPrintable(f.draft.error()));
        // Refused, and back to striking: the next click strikes (playtest 35 clicked on,
        // refused each time).
        QCOMPARE(f.draft.mode(), ss::app::TurnDraft::Mode::Strike);
        f.draft.clickOpponent(at("Ox3"));
        QVERIFY(f.draft.tokens().contains("Ox3"));
        f.draft.setMode(ss::app::TurnDraft::Mode::Scan);
        f.draft.clickOpponent(at("Bx3")); // taken back
        QCOMPARE(f.draft.scansUsed(), scans - 1);
    }

    void aBeamByItsTwoEndsWithThePreview_8_2_1()
    {
        Fixture f;
        f.draft.setMode(ss::app::TurnDraft::Mode::Beam);
        f.draft.clickOpponent(at("Rv3"));
        QCOMPARE(f.mark(f.opponent, "Rv3"), QString("pending"));
        f.draft.hoverOpponent(at("Rv5"));
        QCOMPARE(f.mark(f.opponent, "Rv4"), QString("preview"));
        QCOMPARE(f.mark(f.opponent, "Rv5"), QString("preview"));
        f.draft.hoverOpponent(at("Gz1")); // not a line: the first end's far ends instead
        QCOMPARE(f.mark(f.opponent, "Gz1"), QString());
        QCOMPARE(f.mark(f.opponent, "Rv5"), QString("preview"));
        QCOMPARE(f.mark(f.opponent, "Rv4"), QString());
        f.draft.clickOpponent(at("Rv5"));
        QCOMPARE(f.draft.error(), QString());
        QCOMPARE(f.draft.tokens(), QStringList{"bRv3Rv5"});
        QCOMPARE(f.mark(f.opponent, "Rv4"), QString("beam"));
        QCOMPARE(f.draft.mode(), ss::app::TurnDraft::Mode::Strike);
        // A second beam from the one death star is refused.
        f.draft.setMode(ss::app::TurnDraft::Mode::Beam);
        f.draft.clickOpponent(at("Gv1"));
        f.draft.clickOpponent(at("Gv3"));
        QVERIFY2(f.draft.error().contains("[8.2"), qPrintable(f.draft.error()));
        QCOMPARE(f.draft.tokens().size(), 1);
    }

    void ownSpaceClicksOutsideLaunchModesAreExplained()
    {
        Fixture f;
        f.draft.clickOwn(at("Rv1"));
        QVERIFY(f.draft.error().contains("opponent's space"));
        f.draft.setMode(ss::app::TurnDraft::Mode::Missile);
        f.draft.clickOpponent(at("Rv1"));
        QVERIFY(f.draft.error().contains("launch cell in your own space"));
    }

    void actionsTypedInNotation_11_5()
    {
        Fixture f;
        QCOMPARE(f.draft.enterText("Yx3 bRv3Rv5 mYz1 Bv1 sBx3"), QString());
        QCOMPARE(f.draft.tokens(), (QStringList{"Yx3", "bRv3Rv5", "mYz1", "Bv1", "sBx3"}));
        QCOMPARE(f.mark(f.own, "Yz1"), QString("launch"));
        QCOMPARE(f.draft.enterText("Qx3"), QString("Qx3"));
        QVERIFY2(f.draft.error().contains("[11.4.1]"), qPrintable(f.draft.error()));
        QCOMPARE(f.draft.enterText("mGv1"), QString("mGv1"));
        QVERIFY2(f.draft.error().contains("[8.1.3.1]"), qPrintable(f.draft.error()));
        QCOMPARE(f.draft.tokens().size(), 5);
    }

    // Fifth playtest: one bad token dropped a whole line ("nothing was added", twelve good
    // actions lost), only the first problem was said, and "Zz9" was "not an action".
    void aTypedLineAddsWhatIsGoodAndLeavesEachBadTokenToCorrect_11_4_1_11_5()
    {
        Fixture f;
        QCOMPARE(f.draft.enterText("hello Yx3 Zz9 Yx4 mGv1 Gv2 sBx3"), QString("hello Zz9 mGv1 Gv2"));
        QCOMPARE(f.draft.tokens(), (QStringList{"Yx3", "Yx4", "sBx3"})); // (mGv1's target waits with it)
        QCOMPARE(f.draft.error().split("\n! "),
                 (QStringList{"'hello' is not an action: write a cell (Gx3), bCELLCELL, mCELL, kCELL or sCELL [11.5]",
                              "'Zz9' is not a cell: the colour must be one of R O Y G B [11.4.1]",
                              "mGv1: Gv1 is in KC, which carries no missiles [8.1.3.1]"}));
        QVERIFY2(f.draft.hint().startsWith("Added Yx3 Yx4 sBx3"), qPrintable(f.draft.hint()));
        // A cell typed twice is refused, as a second click takes it back (sixth playtest).
        QCOMPARE(f.draft.enterText("Yx3"), QString("Yx3"));
        QVERIFY2(f.draft.error().startsWith("Yx3: already a target this turn") && f.draft.error().endsWith("[5.2.4]"),
                 qPrintable(f.draft.error()));
        // Corrected and entered again: each action once.
        QCOMPARE(f.draft.enterText("mYz1 Gv2"), QString());
        QCOMPARE(f.draft.tokens(), (QStringList{"Yx3", "Yx4", "sBx3", "mYz1", "Gv2"}));
        QCOMPARE(f.draft.error(), QString());
    }

    // Seventh playtest: "RX4", "gw1" and "yx3," were refused, "b Rv1 Rv3" became two strikes
    // and "mOz3Bx4" was refused. In a whole cell the place of each character says what it is
    // [11.4.4], so its case decides nothing [11.4.5]; shortened coordinates keep their case.
    void typedActionsAreReadAsMeant_11_4_4_11_4_5()
    {
        QCOMPARE(ss::app::lenient_tokens("RX4 gw1, yx3; b Rv1 rv3 mOz3Bx4 S bx2 KRZ3 m Yz1 Bv1"),
                 (QStringList{"Rx4", "Gw1", "Yx3", "bRv1Rv3", "mOz3", "Bx4", "sBx2", "kRz3", "mYz1", "Bv1"}));
        QCOMPARE(ss::app::lenient_tokens("bRv b Rv - hello Yx31 mY"),
                 (QStringList{"bRv", "bRv", "-", "hello", "Yx31", "mY"}));
        Fixture f;
        QCOMPARE(f.draft.enterText("b Rv3 Rv5 mYz1Bv1 yx3,"), QString());
        QCOMPARE(f.draft.tokens(), (QStringList{"bRv3Rv5", "mYz1", "Bv1", "Yx3"}));
    }

    void aBeamNoDeathStarCanFireInItsDirectionIsExplained_8_2_2_3()
    {
        // A flat death star, all in the red layer: no two firing cells lie along the colour axis.
        Fixture f{"DS Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Rx1 Rx2; LS Bz5"};
        QCOMPARE(f.draft.beamShips(), QStringList{"DS"});
        f.beam("Rv1", "Yv1");
        QCOMPARE(f.draft.error(), QString("bRv1Yv1: none of your death stars has two undamaged cells touching (by a face, an "
                                          "edge or a corner) in this beam's direction, so none can fire along it [8.2.2.3]"));
        QVERIFY(f.draft.tokens().isEmpty());
        f.beam("Rv1", "Rx1"); // along the letters it fires
        QCOMPARE(f.draft.error(), QString());
        QCOMPARE(f.draft.tokens(), QStringList{"bRv1Rx1"});
    }

    // The panel says how much of the beam is left: a flat death star fires in its layer's
    // four directions [8.2.2.3]; when every line it may fire passes only known cells, or one
    // direction is left, the panel says so beside "DS" (tenth playtest).
    void theBeamSaysHowMuchOfItIsLeft_8_2_2()
    {
        Fixture f{"DS Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Rx1 Rx2; LS Bz5"};
        const auto nothing_known = [](Cell) { return false; };
        const ss::app::BeamOutlook o = ss::app::beam_outlook(f.rules, {}, nothing_known);
        QCOMPARE(o.directions, 4); // letters, numbers and the two diagonals of the red layer
        QVERIFY(o.lines > 0);
        QCOMPARE(o.open, o.lines);
        // A line it may fire, to name the direction left when only one is (playtest 27).
        QVERIFY(o.example.has_value());
        QCOMPARE(o.example->first.colour(), 0); // in its layer
        QCOMPARE(o.example->second.colour(), 0);
        QCOMPARE(f.draft.beamText(), QString("DS"));
        QCOMPARE(ss::app::beam_outlook(f.rules, {}, [](Cell) { return true; }).open, 0);
        // All known but the corner Bz5: open are the lines through it in the death star's
        // directions — along the letters, the numbers and one diagonal (the other leaves the space).
        const Cell corner = *parse_cell("Bz5");
        QCOMPARE(ss::app::beam_outlook(f.rules, {}, [&](Cell c) { return c != corner; }).open, 3);
        // Its beam drafted, no death star is left to fire.
        f.beam("Rv1", "Rx1");
        QCOMPARE(ss::app::beam_outlook(f.rules, f.draft.actions(), nothing_known).lines, 0);
    }

    void theLinesADeathStarMayFireShowBeforeTheFirstClick_8_2_2()
    {
        // A flat death star, all in the red layer: it fires along its layer's rows, columns
        // and diagonals, never across the layers [8.2.2.3].
        Fixture f{"DS Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Rx1 Rx2; LS Bz5"};
        f.draft.setMode(ss::app::TurnDraft::Mode::Beam);
        QVERIFY2(f.draft.hint().contains("Point at a cell to light the other ends"), qPrintable(f.draft.hint()));
        f.draft.hoverOpponent(at("Rv1")); // the far ends, the cells to click next
        for (const char* c : {"Rx1", "Rv3", "Rx3"})
            QVERIFY2(f.mark(f.opponent, c) == "preview", c);
        for (const char* c : {"Rw1", "Rv2", "Rw2", "Ov1", "Yv1", "Ow2", "Ry1", "Rw3"})
            QVERIFY2(f.mark(f.opponent, c).isEmpty(), c);
        // The first end picked, a line it may not fire is not drawn: its legal lines are.
        f.draft.clickOpponent(at("Rv1"));
        f.draft.hoverOpponent(at("Yv1"));
        QCOMPARE(f.mark(f.opponent, "Ov1"), QString());
        QCOMPARE(f.mark(f.opponent, "Rx3"), QString("preview"));
        QCOMPARE(f.mark(f.opponent, "Rw2"), QString());
        f.draft.hoverOpponent(at("Rx1")); // a line it may fire: that whole line alone
        QCOMPARE(f.mark(f.opponent, "Rw1"), QString("preview"));
        QCOMPARE(f.mark(f.opponent, "Rx3"), QString());
        f.draft.clickOpponent(at("Rx1"));
        QCOMPARE(f.draft.tokens(), QStringList{"bRv1Rx1"});
        QCOMPARE(f.mark(f.opponent, "Rw1"), QString("beam"));
        // Its one beam fired, the death star has no line left to show [8.2].
        f.draft.setMode(ss::app::TurnDraft::Mode::Beam);
        f.draft.hoverOpponent(at("Bz5"));
        f.draft.hoverOpponent(at("Rv3"));
        QCOMPARE(f.mark(f.opponent, "Rv2"), QString());
    }

    // A playtest could not tell why its strikes went 7, 6, 3: said ship by ship.
    void theStrikesAreSaidShipByShip_4_4_1_6_2_4_8_1_3()
    {
        Fixture f; // the spec's fleet A
        QCOMPARE(f.draft.strikesByShip(), QString("DS 1 · KC 3 · FS 2 · MD 1"));
        QCOMPARE(f.draft.strikes(), 7);
        // A damaged ship says what it gave whole (playtest 55 reread the rules to see why its
        // strikes fell): the flying saucer hit at Bv1 keeps one pair of its two [4.4.1].
        Fixture hit;
        hit.playFirstTurn("Rv1", "Bv1");
        QCOMPARE(hit.draft.strikesByShip(), QString("DS 1 · KC 3 · FS 1 of 2 · MD 1"));
    }

    void whatIsLeftUnusedIsSaidInWords_4_4_1_8_1_3_8_2_8_3_1()
    {
        Fixture f; // the spec's fleet A: 7 strikes, the missile destroyer, a death star, a scout
        QCOMPARE(f.draft.unused(), QString("7 strikes, a missile, the beam and a scan"));
        QVERIFY(f.draft.enterText("Rv1 mYz1 Rv2").isEmpty());
        QCOMPARE(f.draft.unused(), QString("6 strikes, the beam and a scan")); // the launch adds its target
        QVERIFY(f.draft.enterText("Rv3 Rv4 Rv5 Rw1 Rw2 sBx3").isEmpty());
        QCOMPARE(f.draft.unused(), QString("a strike and the beam"));
        QVERIFY(f.draft.enterText("Rw3 bOv1Ov3").isEmpty());
        QCOMPARE(f.draft.unused(), QString());
    }

    void aTypedBeamWhoseEndsMakeNoLineIsRefusedForTheLine_8_2_1()
    {
        Fixture f{"DS Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Rx1 Rx2; LS Bz5"};
        for (const QString typed : {"bRv1Rv5", "bRv1Rw2", "bRv1Rw4"}) {
            QVERIFY(!f.draft.enterText(typed).isEmpty());
            QCOMPARE(f.draft.error(), typed + ": the end cells of a beam lie two steps apart on a straight line, "
                                              "with one cell between [8.2.1]");
        }
        QVERIFY(f.draft.tokens().isEmpty());
    }

    void severalDeathStarsEachFireOnceAlongTheirOwnLines_8_2_8_2_3_1()
    {
        // DS1 a cube (fires along every line), DS2 flat in the red layer (never along the
        // colour axis).
        Fixture f{"DS1 Gv1 Gv2 Gw1 Gw2 Bv1 Bv2 Bw1 Bw2; DS2 Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Rx1 Rx2"};
        QCOMPARE(f.draft.beamShips(), (QStringList{"DS1", "DS2"}));
        // Along the letters first: either could fire it, and DS1 comes first.
        f.beam("Rv1", "Rx1");
        QCOMPARE(f.draft.error(), QString());
        QCOMPARE(f.draft.tokens(), QStringList{"bRv1Rx1(DS1)"});
        // Along the colours only DS1 can fire: the first beam passes to DS2.
        f.beam("Rv1", "Yv1");
        QCOMPARE(f.draft.error(), QString());
        QCOMPARE(f.draft.tokens(), (QStringList{"bRv1Rx1(DS2)", "bRv1Yv1(DS1)"}));
        QVERIFY(!f.draft.check());
        // Typed beams get their death stars as clicked ones do.
        Fixture typed{"DS1 Gv1 Gv2 Gw1 Gw2 Bv1 Bv2 Bw1 Bw2; DS2 Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Rx1 Rx2"};
        typed.beam("Rv1", "Rx1");
        QVERIFY2(typed.draft.enterText("bRv1Yv1").isEmpty(), qPrintable(typed.draft.error()));
        QCOMPARE(typed.draft.tokens(), (QStringList{"bRv1Rx1(DS2)", "bRv1Yv1(DS1)"}));
        Fixture both{"DS1 Gv1 Gv2 Gw1 Gw2 Bv1 Bv2 Bw1 Bw2; DS2 Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Rx1 Rx2"};
        QVERIFY2(both.draft.enterText("bRv1Rx1 bRv1Yv1").isEmpty(), qPrintable(both.draft.error()));
        QCOMPARE(both.draft.tokens(), (QStringList{"bRv1Rx1(DS2)", "bRv1Yv1(DS1)"}));
        // A third has no death star left.
        f.beam("Bv1", "Bx1");
        QCOMPARE(f.draft.error(), QString("bBv1Bx1: every one of your death stars that can fire along it already fires "
                                          "this turn; each fires once a turn [8.2]"));
        QCOMPARE(f.draft.tokens().size(), 2);
    }

    void recordingOnlyScansWhenNothingElseIsLeftEndsTheGameAndSaysSo_2_3_2()
    {
        Fixture f{"HS Ov5 Ow5; LS Bz5"};
        TurnReport report;
        const Actions none, strike{Action::strike(*parse_cell("Ov5"))};
        QVERIFY(!f.game.play(none, strike, report));
        QVERIFY(f.game.entitlements(Player::A).only_kamikaze_and_scans());
        f.draft.start(&f.rules);
        QVERIFY2(f.draft.warning().contains("[2.3.2]"), qPrintable(f.draft.warning()));
        QCOMPARE(f.draft.unused(), QString()); // a scan is not asked for then: no strike can use it
        f.draft.setMode(ss::app::TurnDraft::Mode::Scan);
        f.draft.clickOpponent(at("Rv1"));
        QCOMPARE(f.draft.error(), QString());
        QVERIFY(f.draft.warning().contains("[2.3.2]"));
        f.draft.setMode(ss::app::TurnDraft::Mode::Kamikaze);
        f.draft.clickOwn(at("Ow5"));
        QCOMPARE(f.draft.error(), QString());
        QVERIFY2(!f.draft.warning().contains("[2.3.2]"), qPrintable(f.draft.warning())); // a kamikaze strike keeps the game going
        // … but from the heavy scout's last undamaged cell it destroys the ship (playtest 20:
        // a kill cruiser lost so, unwarned) [4.5.3, 3.10].
        QCOMPARE(f.draft.warning(), QString("The kamikaze strike from Ow5 spends the last undamaged cell of your heavy scout: "
                                            "the ship is destroyed with it, its cells lost to your score [4.5.3, 3.10, 2.3.5]"));
        // From the fleet's last undamaged cell it ends the game with the score at 0 (playtest 46
        // was told only of the ship) [2.3.1, 2.3.4].
        Fixture last{"HS Ov5 Ow5"};
        QVERIFY(!last.game.play(none, strike, report));
        last.draft.start(&last.rules);
        last.draft.setMode(ss::app::TurnDraft::Mode::Kamikaze);
        last.draft.clickOwn(at("Ow5"));
        QCOMPARE(last.draft.error(), QString());
        QVERIFY2(last.draft.warning().startsWith("The kamikaze strike from Ow5 spends the last undamaged cell of your fleet")
                     && last.draft.warning().endsWith("[4.5.3, 2.3.1, 2.3.4]"), qPrintable(last.draft.warning()));
        // A player who can still strike is never warned.
        Fixture g;
        QCOMPARE(g.draft.warning(), QString());
        // A kamikaze strike keeps the game going, and the scans left are asked about again.
        Fixture k{"HS Ov5 Ow5; LS Bz5"};
        QVERIFY(!k.game.play(none, strike, report));
        k.draft.start(&k.rules);
        QCOMPARE(k.draft.unused(), QString());
        k.draft.setMode(ss::app::TurnDraft::Mode::Kamikaze);
        k.draft.clickOwn(at("Ow5"));
        QVERIFY2(k.draft.unused().contains("scan"), qPrintable(k.draft.unused()));
        // Taken back, a kamikaze strike is not armed again, since it costs its ship [4.5.3]
        // (playtest 52's next click in its own space would have launched another).
        k.draft.removeAt(0);
        QVERIFY(k.draft.tokens().isEmpty());
        QCOMPARE(k.draft.mode(), ss::app::TurnDraft::Mode::Strike);
        // With no scanner left the warning names no scans (playtest 26).
        Fixture h{"PC Rv1 Rv2 Rv3 Rv4"};
        const Actions two{Action::strike(*parse_cell("Rv2")), Action::strike(*parse_cell("Rv3"))};
        QVERIFY(!h.game.play(none, two, report));
        QVERIFY(h.game.entitlements(Player::A).only_kamikaze_and_scans());
        h.draft.start(&h.rules);
        QCOMPARE(h.draft.warning(), QString("You can only make kamikaze strikes: unless you record one, the game ends after "
                                            "this turn [2.3.2]"));
    }

    // Playtest 51 was asked about its unused strikes and beam on the strike that won the game:
    // a turn that surely strikes every undamaged cell the opponent has left ends it [2.3.1],
    // and what else it could do no longer matters.
    void aTurnThatSurelyEndsTheGameIsNotAskedAbout_2_3_1()
    {
        Fixture f;
        f.playFirstTurn(); // Bv2 a ship seen by the scan [8.3]
        f.draft.clickOpponent(at("Bv2"));
        QVERIFY(!f.draft.unused().isEmpty()); // the fleet's size not known: asked as ever
        f.opponent.setUndamagedLeft(2); // two cells left, one of them unknown
        QVERIFY(!f.draft.unused().isEmpty());
        f.opponent.setUndamagedLeft(1); // Bv2 the last
        QCOMPARE(f.draft.unused(), QString());
        f.draft.clear();
        f.draft.clickOpponent(at("Bv3")); // not known to hold a ship
        QVERIFY(!f.draft.unused().isEmpty());
        f.draft.clear();
        QVERIFY(f.draft.enterText("mYz1 Bv2").isEmpty()); // a missile's target: its launch may come to nothing
        QVERIFY(!f.draft.unused().isEmpty());
    }

    // Fifth playtest: a beam over a known wreck, over the player's own strike, or one that
    // may burn out went in without a word.
    void cautionsAboutWhatIsSeldomMeant_5_2_4_8_2_4()
    {
        Fixture f;
        f.playFirstTurn(); // Rv1 destroyed, Rz5 empty, Bv2 a ship seen by the scan [8.3]
        QCOMPARE(f.draft.warning(), QString());
        f.draft.clickOpponent(at("Rv2"));
        f.beam("Rv1", "Rv3");
        QCOMPARE(f.draft.error(), QString());
        // A safe beam (an end known, so it cannot burn out) is said as it is recorded, as the
        // trade it is, not as a caution (playtest 28: the hint's own beam was asked about).
        QCOMPARE(f.draft.warning(), QString("Rv2 is a target 2 times this turn: after the first, a strike there can at best "
                                            "be a duplicate hit [5.2.4]"));
        QCOMPARE(f.draft.hint(), QString("Beam Rv1-Rv3 recorded — a safe beam: its end Rv1 is known empty or destroyed, so it "
                                         "cannot hit there, and the beam cannot burn out [8.2.4]"));
        f.draft.clear();
        f.beam("Bv2", "Bv4");
        QCOMPARE(f.draft.error(), QString());
        QCOMPARE(f.draft.warning(), QString("Bv2 at one end of the beam Bv2–Bv4 is a known ship cell: if Bv4 at the other "
                                            "end hits too, your beam weapon burns out [8.2.4]"));
        // A strike at a cell known empty, typed as clicked (eighth playtest).
        f.draft.clear();
        QCOMPARE(f.draft.enterText("Rz5"), QString());
        QCOMPARE(f.draft.warning(), QString("Rz5 is known to be empty: a strike there cannot hit [5.2.2]"));
        // A scan where the answer is known tells nothing (a playtest scanned a known miss unwarned).
        f.draft.clear();
        QCOMPARE(f.draft.enterText("sRz5"), QString());
        QCOMPARE(f.draft.warning(), QString("Rz5 is known to be empty: a scan there tells you nothing new [8.3]"));
        f.draft.clear();
        QCOMPARE(f.draft.enterText("sBv2"), QString());
        QCOMPARE(f.draft.warning(), QString("Bv2 is known to hold a ship: a scan there tells you nothing new [8.3]"));
        f.draft.clear();
        // An end known empty or destroyed cannot hit, so a known ship at the other end
        // cannot burn the beam out: said once, not contradicted (a playtest).
        Fixture g;
        g.playFirstTurn("Rv1 Bv4 sBv2"); // Bv4 struck (empty or destroyed), Bv2 a ship seen by the scan
        g.beam("Bv2", "Bv4");
        QCOMPARE(g.draft.error(), QString());
        QCOMPARE(g.draft.warning(), QString());
        QVERIFY2(g.draft.hint().contains("a safe beam: its end Bv4 is known"), qPrintable(g.draft.hint()));
        // Ends beside hits of a ship still afloat may both hit; beside a ship known destroyed
        // they are no likelier than any (playtest 29: warned beside a sunk missile destroyer).
        Fixture h;
        h.playFirstTurn("Yx4 Bv2"); // B's missile destroyer destroyed by its middle missile [8.1.4]; Bv2 hit
        h.beam("Yw3", "Yw5");
        QCOMPARE(h.draft.error(), QString());
        QCOMPARE(h.draft.warning(), QString());
        h.draft.clear();
        h.beam("Bv1", "Bv3");
        QCOMPARE(h.draft.error(), QString());
        QVERIFY2(h.draft.warning().endsWith("Both ends of the beam Bv1–Bv3 lie beside known ship cells: if both hit, your "
                                            "beam weapon burns out [8.2.4]"), qPrintable(h.draft.warning()));
    }

    void refusalsAreSpokenToThePlayer_4_4_1_11_5_3()
    {
        Fixture f;
        const int n = f.draft.strikes();
        QString line;
        for (int i = 0; i <= n; ++i)
            line += QString::fromStdString(to_string(Cell{static_cast<std::uint8_t>(i)})) + " ";
        QVERIFY(!f.draft.enterText(line).isEmpty());
        QCOMPARE(f.draft.error(), QString("Rw3: You have 8 strikes but only 7 are available [4.4.1]"));
        QCOMPARE(f.draft.tokens().size(), n); // the others were added
        f.draft.clear();
        f.draft.setMode(ss::app::TurnDraft::Mode::Missile);
        f.draft.clickOwn(at("Yz1"));
        QCOMPARE(f.draft.explained(*f.draft.check()),
                 QString("You launch 1 missile or kamikaze strike but record only 0 targets; each needs its own [11.5.3]"));
        // The engine's rulings name the player by placeholders; the panel speaks to them.
        QCOMPARE(f.draft.explained({"{P:}mYx3: names no unfired missile of {mine}", "11.5.3", {}, Player::A}),
                 QString("mYx3: names no unfired missile of yours [11.5.3]"));
        QCOMPARE(f.draft.explained({"{P:}bRv1Rx1: {P's} death star has no two undamaged cells touching (by a face, an edge "
                                    "or a corner) in this beam's direction, so it cannot fire along it", "8.2.2", {}, Player::A}),
                 QString("bRv1Rx1: Your death star has no two undamaged cells touching (by a face, an edge or a "
                         "corner) in this beam's direction, so it cannot fire along it [8.2.2]"));
        QCOMPARE(f.draft.explained({"{P:}bRv1Rx1: {P's} beam weapon has burnt out", "8.4", {}, Player::A}),
                 QString("bRv1Rx1: Your beam weapon has burnt out [8.4]"));
        QCOMPARE(f.draft.explained({"{P} make{s} 2 scans but only 1 is available", "8.3.1", {}, Player::A}),
                 QString("You make 2 scans but only 1 is available [8.3.1]"));
    }

    void escapeGoesBackToStrikingAndDropsABeamsFirstEnd()
    {
        Fixture f;
        f.draft.setMode(ss::app::TurnDraft::Mode::Beam);
        f.draft.clickOpponent(at("Rv3"));
        QCOMPARE(f.mark(f.opponent, "Rv3"), QString("pending"));
        f.draft.cancel();
        QCOMPARE(f.draft.mode(), ss::app::TurnDraft::Mode::Strike);
        QCOMPARE(f.mark(f.opponent, "Rv3"), QString());
        f.draft.clickOpponent(at("Rv3")); // a strike now
        QCOMPARE(f.draft.tokens(), QStringList{"Rv3"});
    }

    // Third playtest: K with no kamikaze possible said nothing (its button greyed out).
    void aWeaponNoShipMayUseSaysWhyAtOnce_4_5()
    {
        Fixture f;
        QVERIFY(f.draft.kamikazeShips().isEmpty()); // every ship still gives strikes
        f.draft.setMode(ss::app::TurnDraft::Mode::Kamikaze);
        QVERIFY2(f.draft.error().startsWith("No ship of yours may make a kamikaze strike this turn") &&
                     f.draft.error().contains("[4.5, 8.1.3]"),
                 qPrintable(f.draft.error()));
        f.draft.setMode(ss::app::TurnDraft::Mode::Missile); // a missile may be fired: nothing to say
        QCOMPARE(f.draft.error(), QString());
    }

    // Issue 23 (a gentler start): a guided game brings the weapons in one a turn, for both
    // sides; an ordinary game of the rules, each side leaving the rest unused [2.2.1].
    void aGuidedGameBringsTheWeaponsInOneATurn_2_2_1()
    {
        using ss::app::GuidedTurnRules;
        const Ruleset& standard = rules_2_6_1();
        QCOMPARE(ss::guided_turn(ActionKind::Strike, standard), 1);
        QCOMPARE(ss::guided_turn(ActionKind::Scan, standard), 2); // (the simplest, and a light scout is soon lost: playtest 34)
        QCOMPARE(ss::guided_turn(ActionKind::Missile, standard), 3);
        QCOMPARE(ss::guided_turn(ActionKind::Beam, standard), 4);
        QCOMPARE(ss::guided_turn(ActionKind::Kamikaze, standard), 5);
        QCOMPARE(ss::guided_turn(ActionKind::Missile, classic_rules()), 2); // (no scans [classic 4.2])
        QCOMPARE(ss::guided_turn(ActionKind::Kamikaze, classic_rules()), 4);
        QCOMPARE(ss::app::guided_new(1, standard), QString());
        QCOMPARE(ss::app::guided_new(2, standard), QString("scan"));
        QCOMPARE(ss::app::guided_new(4, standard), QString("beam"));
        QCOMPARE(ss::app::guided_new(4, classic_rules()), QString("kamikaze"));
        QCOMPARE(ss::app::guided_new(6, standard), QString());

        // Turn 1: strikes alone.
        Fixture f;
        GuidedTurnRules first(f.rules, 1);
        f.draft.start(&first);
        QVERIFY(f.draft.guided());
        QCOMPARE(f.draft.newWeapon(), QString());
        QCOMPARE(f.draft.strikes(), f.game.entitlements(Player::A).strikes);
        QVERIFY(f.draft.missileShips().isEmpty());
        QVERIFY(f.draft.beamShips().isEmpty());
        QCOMPARE(f.draft.scans(), 0);
        QCOMPARE(f.draft.untried(), QString()); // (the walkthrough offers none of them)
        QVERIFY(f.draft.whyNot(TurnDraft::Mode::Missile).startsWith("Not yet: this guided game brings in the missile in turn 3"));
        QVERIFY(f.draft.whyNot(TurnDraft::Mode::Beam).contains("the beam in turn 4"));
        QVERIFY(f.draft.whyNot(TurnDraft::Mode::Scan).contains("the scan in turn 2"));
        QCOMPARE(f.draft.comesIn(TurnDraft::Mode::Scan), QString("from turn 2"));
        f.draft.setMode(TurnDraft::Mode::Missile);
        QVERIFY(f.draft.error().startsWith("Not yet"));
        f.draft.clickOwn(at("Yz1"));
        QVERIFY(f.draft.tokens().isEmpty());
        QCOMPARE(f.draft.enterText("mYz1 Bv1 Rv1"), QString("mYz1 Bv1"));
        QVERIFY(f.draft.error().contains("brings in the missile in turn 3"));
        QCOMPARE(f.draft.tokens(), QStringList{"Rv1"});
        QVERIFY(!f.draft.check());
        QVERIFY(!f.draft.unused().contains("missile")); // (not asked about what it may not use)
        QVERIFY(f.draft.unused().contains("strike"));

        // Turn 3: the scan and the missile are in; the beam still waits.
        Fixture g;
        GuidedTurnRules third(g.rules, 3);
        g.draft.start(&third);
        QCOMPARE(g.draft.newWeapon(), QString("missile"));
        QCOMPARE(g.draft.missileShips(), QStringList{"MD"});
        QCOMPARE(g.draft.untried(), QString("missile"));
        QVERIFY(g.draft.whyNot(TurnDraft::Mode::Missile).isEmpty());
        QCOMPARE(g.draft.enterText("mYz1 Bv1 bRv1Rv3 sBx3"), QString("bRv1Rv3"));
        QCOMPARE(g.draft.tokens(), (QStringList{"mYz1", "Bv1", "sBx3"}));
        // No missile left to fire (its ship lost): no lesson on missiles (playtest 52's card came
        // after its missile destroyer was destroyed).
        Fixture none{"HS Ov5 Ow5"};
        GuidedTurnRules noMissiles(none.rules, 3);
        none.draft.start(&noMissiles);
        QCOMPARE(none.draft.newWeapon(), QString());

        // A bot's turn keeps what the turn allows: a launch goes with a strike, the last one,
        // since a bot lists its strikes best first.
        const Actions bot{Action::missile(*parse_cell("Yz1")), Action::strike(*parse_cell("Bv1")),
                          Action::beam(*parse_cell("Rv1"), *parse_cell("Rv3")), Action::strike(*parse_cell("Gv1")),
                          Action::scan(*parse_cell("Bx3"))};
        QCOMPARE(first.kept(bot), (Actions{Action::strike(*parse_cell("Bv1"))}));
        QCOMPARE(GuidedTurnRules(g.rules, 2).kept(bot), (Actions{bot[1], bot[4]}));
        QCOMPARE(third.kept(bot), (Actions{bot[0], bot[1], bot[3], bot[4]}));
        QCOMPARE(GuidedTurnRules(g.rules, 5).kept(bot), bot);
        // A launch carries no target [11.5.3]: one recorded apart from its strikes still takes
        // one with it, so the turn kept is legal (the random bot forfeited in tst_guided).
        const Actions apart{Action::missile(*parse_cell("Yz1")), Action::scan(*parse_cell("Bx3")),
                            Action::strike(*parse_cell("Gv1")), Action::strike(*parse_cell("Bv1"))};
        QCOMPARE(first.kept(apart), (Actions{Action::strike(*parse_cell("Gv1"))}));
        QVERIFY(!first.check(first.kept(apart)).has_value());
        QVERIFY(first.check(bot).has_value());
        QVERIFY(!GuidedTurnRules(g.rules, 5).check(Actions{bot[3]}).has_value());
    }

    void takingBackAndClearing()
    {
        Fixture f;
        f.draft.clickOpponent(at("Rv1"));
        f.draft.clickOpponent(at("Rv2"));
        f.draft.removeAt(0);
        QCOMPARE(f.draft.tokens(), QStringList{"Rv2"});
        // A missile's chip shows its target, and takes both back (third playtest: the
        // target looked like any strike).
        QVERIFY(f.draft.enterText("mYz1 Bv1").isEmpty());
        QCOMPARE(f.draft.chips(), (QStringList{"Rv2", "mYz1 → Bv1", ""}));
        f.draft.removeAt(1);
        QCOMPARE(f.draft.tokens(), QStringList{"Rv2"});
        QVERIFY2(f.draft.hint().startsWith("Took back the missile from Yz1 at Bv1 — "), qPrintable(f.draft.hint())); // (in words: playtest 30)
        // The weapon taken back is chosen again, to aim anew (a playtest took back its scan, and
        // the click meant for a new one was refused as a strike too many).
        QCOMPARE(f.draft.mode(), ss::app::TurnDraft::Mode::Missile);
        f.draft.setMode(ss::app::TurnDraft::Mode::Strike);
        QVERIFY(f.draft.enterText("sBx3").isEmpty());
        QCOMPARE(f.draft.mode(), ss::app::TurnDraft::Mode::Strike);
        f.draft.removeAt(1);
        QCOMPARE(f.draft.mode(), ss::app::TurnDraft::Mode::Scan);
        f.draft.clickOpponent(at("Bx4"));
        QCOMPARE(f.draft.tokens(), (QStringList{"Rv2", "sBx4"}));
        f.draft.clear();
        QVERIFY(f.draft.tokens().isEmpty());
        QCOMPARE(f.mark(f.opponent, "Rv2"), QString());
    }

    // Playtest 18: Ctrl+Z took an action back, and nothing put it back.
    void undoAndRedoOfTheTurnsActions()
    {
        Fixture f;
        f.draft.clickOpponent(at("Rv1"));
        QVERIFY(f.draft.enterText("mYz1 Bv1").isEmpty());
        QVERIFY(!f.draft.canRedo());
        QVERIFY(f.draft.undo()); // the launch goes with its target
        QCOMPARE(f.draft.tokens(), QStringList{"Rv1"});
        QVERIFY(f.draft.undo());
        QVERIFY(f.draft.tokens().isEmpty());
        QVERIFY(!f.draft.undo()); // nothing left
        QVERIFY(f.draft.canRedo());
        QVERIFY(f.draft.redo());
        QCOMPARE(f.draft.tokens(), QStringList{"Rv1"});
        QCOMPARE(f.draft.hint(), QString("Put back the strike at Rv1"));
        QVERIFY(f.draft.redo());
        QCOMPARE(f.draft.tokens(), (QStringList{"Rv1", "mYz1", "Bv1"}));
        QCOMPARE(f.draft.hint(), QString("Put back the missile from Yz1 at Bv1"));
        QVERIFY(!f.draft.canRedo());
        QVERIFY(!f.draft.redo());
        // A new action after a take-back: nothing to put back any more (as in any editor).
        QVERIFY(f.draft.undo());
        f.draft.setMode(ss::app::TurnDraft::Mode::Strike);
        f.draft.clickOpponent(at("Rv2"));
        QVERIFY(!f.draft.canRedo());
        QVERIFY(!f.draft.redo());
        QCOMPARE(f.draft.tokens(), (QStringList{"Rv1", "Rv2"}));
    }

    // A game played apart (network play): the turn is entered against the player's own
    // side alone, with the same rulings as against a Game (turn_rules.h).
    void aTurnIsEnteredOnOneSideOfAGamePlayedApart_4_4_1()
    {
        OwnSide side(Player::A, make_fleet(parse_ships(kSetupA, 1)));
        SpaceModel own{SpaceModel::Side::Own}, opponent{SpaceModel::Side::Opponent};
        TurnDraft draft{&own, &opponent};
        draft.start(&side);
        QCOMPARE(draft.strikes(), side.entitlements().strikes);
        draft.clickOpponent(at("Yx3"));
        draft.clickOpponent(at("Rv1"));
        QCOMPARE(draft.tokens(), QStringList({"Yx3", "Rv1"}));
        QVERIFY(!draft.check());
        QVERIFY2(draft.unused().contains("strikes"), qPrintable(draft.unused()));
        QVERIFY(draft.enterText("bRv3Rv5").isEmpty());           // its firing death star named [8.2]
        QVERIFY(!draft.enterText("Bz1 Bz2 Bz3 Bz4 Bz5 Gz1 Gz2 Gz3 Gz4").isEmpty()); // too many strikes
        QVERIFY2(draft.error().contains("[4.4.1]"), qPrintable(draft.error()));
    }
};

QTEST_GUILESS_MAIN(TurnDraftTest)
#include "turn_draft_test.moc"
