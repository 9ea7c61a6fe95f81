// The engine's rulings in the player's language (rulings.cpp): in English exactly as the
// engine words them; in German, each form of a setup's and a turn's ruling translated,
// with its ships named in German and its rule number kept.
#include "example_fleets.h"
#include "rule_words.h"
#include "rulings.h"
#include "translations.h"

#include "fleet.h"
#include "game.h"
#include "record.h"
#include "shapes.h"

#include <QtTest>

using namespace ss;
using namespace ss::app;

class RulingsTest : public QObject {
    Q_OBJECT

    static std::vector<Action> actions(std::initializer_list<const char*> tokens)
    {
        std::vector<Action> out;
        for (const char* t : tokens)
            out.push_back(*parse_action(t, nullptr));
        return out;
    }
    static Game example_game()
    {
        return Game(make_fleet(parse_ships(test::kSetupA, 1)), make_fleet(parse_ships(test::kSetupB, 2)));
    }

private slots:
    void init() { QVERIFY(install_language("en")); }

    // Playtests 27 and 28: the rule numbers can be hidden; a refusal still names its rule.
    void ruleNumbersCanBeHiddenButNotFromRefusals()
    {
        using ss::app::without_rule_numbers;
        QCOMPARE(without_rule_numbers("the game ends after this turn [2.3.2]"), QString("the game ends after this turn"));
        QCOMPARE(without_rule_numbers("ships [3.7]: a, b [2.3.3, 2.3.5]; c [C4–C17] and [classic 6.1.3]."), QString("ships: a, b; c and."));
        QCOMPARE(without_rule_numbers("cells [%3]: click"), QString("cells: click"));
        QCOMPARE(without_rule_numbers("[Fleet \"cost 3\"] [A]"), QString("[Fleet \"cost 3\"] [A]")); // not a rule
        ss::app::set_rule_numbers_shown(false);
        QCOMPARE(QCoreApplication::translate("ShipRoles", "Four cells in a straight line [6.5]."), QString("Four cells in a straight line."));
        const Violation refused = *check_shape(ShipType::DeathStar, CellSet::of(*parse_cell("Rv1")));
        QVERIFY2(ruling_text(refused).endsWith("[6.2.1]"), qPrintable(ruling_text(refused))); // a refusal names its rule
        QVERIFY(install_language("de")); // kept over a new language
        QVERIFY2(!QCoreApplication::translate("ShipRoles", "Four cells in a straight line [6.5].").contains("[6.5]"),
                 qPrintable(QCoreApplication::translate("ShipRoles", "Four cells in a straight line [6.5].")));
        QVERIFY(install_language("en"));
        ss::app::set_rule_numbers_shown(true);
        QCOMPARE(QCoreApplication::translate("ShipRoles", "Four cells in a straight line [6.5]."), QString("Four cells in a straight line [6.5]."));
    }
    void cleanupTestCase() { install_language("en"); }

    void englishIsTheEnginesOwnWording()
    {
        const Violation v = *check_shape(ShipType::DeathStar, CellSet::of(*parse_cell("Rv1")));
        QCOMPARE(ruling_text(v), QString::fromStdString(v.text()));
        QCOMPARE(ruling_text(v), QString("death star has 1 cell, needs 8 cells [6.2.1]"));
    }

    void aShipsSizeInGerman_6_2_1()
    {
        QVERIFY(install_language("de"));
        QCOMPARE(ruling_text(*check_shape(ShipType::DeathStar, CellSet::of(*parse_cell("Rv1")))),
                 QString("Todesstern hat 1 von 8 Zellen [6.2.1]"));
    }

    // The classic rules' rulings in German, with their classic rule numbers [issue 14].
    void classicShapesAndBeamsInGerman_C3_C11()
    {
        QVERIFY(install_language("de"));
        const Ruleset& classic = classic_rules();
        CellSet edge;
        for (const char* c : {"Bz4", "By5"})
            edge.insert(*parse_cell(c));
        QCOMPARE(ruling_text(*classic.ships.check_shape(ShipType::HeavyFighter, edge)),
                 QString("Schwerer Jäger By5 Bz4 sind keine zwei benachbarten Zellen mit gemeinsamer Fläche [6.5]"));
        const char* fleet =
            "DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3; HF Bz4 Bz5";
        Game g(make_fleet(parse_ships(fleet, 1, classic)), make_fleet(parse_ships(fleet, 2, classic)), classic);
        const auto v = g.check(Player::A, parse_tokens("bz5", 1, classic).actions);
        QVERIFY(v);
        QVERIFY2(ruling_text(*v, Voice::you()).endsWith("bRz5Bz5: Die Reihe läuft nicht durch die Zellen deines unbeschädigten Todessterns in deinem "
                                          "eigenen Raum [6.1.3.3]"),
                 qPrintable(ruling_text(*v, Voice::you())));
    }

    void aShapeInGerman_6_3_2()
    {
        QVERIFY(install_language("de"));
        CellSet line;
        for (const char* c : {"Rv1", "Rv2", "Rv3", "Rv4", "Rv5", "Rw1"})
            line.insert(*parse_cell(c));
        QCOMPARE(ruling_text(*check_shape(ShipType::KillCruiser, line)),
                 QString("Killerkreuzer Rv1 Rv2 Rv3 Rv4 Rv5 Rw1 ist kein 3×2×1-Block [6.3.2]"));
    }

    void theFleetInGerman_3_7()
    {
        QVERIFY(install_language("de"));
        auto ships = parse_ships(test::kSetupA, 1);
        ships.pop_back(); // no light scout
        const std::vector<Violation> problems = validate_setup(ships, FleetRule::standard());
        QVERIFY(!problems.empty());
        QCOMPARE(ruling_text(problems.front()), QString("Die Flotte braucht Leichter Aufklärer oder Schwerer Aufklärer [3.7]"));
    }

    void tooManyStrikesInGerman_4_4_1()
    {
        QVERIFY(install_language("de"));
        const Game game = example_game();
        const int strikes = game.entitlements(Player::A).strikes;
        std::vector<Action> turn;
        const char* cells[] = {"Rv1", "Rv2", "Rv3", "Rv4", "Rv5", "Rw1", "Rw2", "Rw3", "Rw4", "Rw5", "Rx1", "Rx2", "Rx3", "Rx4"};
        for (int i = 0; i <= strikes; ++i)
            turn.push_back(*parse_action(cells[i], nullptr));
        const auto v = game.check(Player::A, turn);
        QVERIFY(v);
        QCOMPARE(ruling_text(*v, Voice::you()),
                 QString("Du hast %1 Schüsse, aber nur %2 stehen zur Verfügung [4.4.1]").arg(strikes + 1).arg(strikes));
    }

    void anActionsRulingKeepsItsToken_8_1_3_1()
    {
        QVERIFY(install_language("de"));
        const auto v = example_game().check(Player::A, actions({"mGv1", "Yx3"}));
        QVERIFY(v);
        QCOMPARE(ruling_text(*v, Voice::you()), QString("mGv1: Gv1 gehört zu KC, das keine Raketen trägt [8.1.3.1]"));
    }

    void aCellMistypedInGerman_11_4_2()
    {
        QVERIFY(install_language("de"));
        try {
            parse_tokens("Yx3 Yq3", 1);
            QFAIL("Yq3 is not a cell");
        } catch (const RecordError& e) {
            QCOMPARE(ruling_text(e.problems().front()),
                     QString("„Yq3“ ist keine Zelle: Der Buchstabe muss v, w, x, y oder z sein [11.4.2]"));
        }
    }

    void aDamagedRecordInGerman_spec_1()
    {
        QVERIFY(install_language("de"));
        try {
            parse_record("[Rules \"2.6.1\"]\nthis is not a record\n");
            QFAIL("not a record");
        } catch (const RecordError& e) {
            QCOMPARE(ruling_text(e.problems().front()),
                     QString("„this is not a record“ ist weder ein Tag noch eine Aufstellungs- oder Zugzeile [spec 1]"));
        }
    }

    // A playtest: "[4.4.1] means nothing to me". Every rule a message cites is told in plain
    // words, a sub-rule by the rule it belongs to, each once; a number that is no rule, not.
    void theRulesAMessageCitesInPlainWords_4_4_1_2_3_2()
    {
        const QString text = explain_rules("Yx3: you have 8 strikes but only 7 are available [4.4.1]; "
                                           "the game ends [2.3.2]; the score [2.3.3, 2.3.5] again [4.4.1]");
        const QStringList lines = text.split('\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines[0].startsWith("4.4.1: A ship gives one strike a turn for each pair of touching undamaged cells"), qPrintable(lines[0]));
        QVERIFY(lines[1].startsWith("2.3.2: ") && lines[1].contains("only scans"));
        QVERIFY(lines[2].startsWith("2.3.3: ") && lines[3].startsWith("2.3.5: "));
        QCOMPARE(rule_words("8.1.3.1"), rule_words("8.1.3")); // (a missile's launch cell: said by 8.1.3)
        QVERIFY(!rule_words("8.1.3").isEmpty());
        QCOMPARE(rule_words("99.1"), QString());
        QCOMPARE(explain_rules("no rule cited here"), QString());
        QVERIFY(install_language("de"));
        QVERIFY2(rule_words("2.3.5").contains("Zellen"), qPrintable(rule_words("2.3.5")));
    }

    void anUnknownFormStaysAsTheEngineWordedIt()
    {
        QVERIFY(install_language("de"));
        QCOMPARE(ruling_message("something the engine never says"), QString("something the engine never says"));
    }
};

QTEST_GUILESS_MAIN(RulingsTest)
#include "rulings_test.moc"
