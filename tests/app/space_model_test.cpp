// SpaceModel: 125 rows drawn from one player's knowledge, checked by
// QAbstractItemModelTester, own and opponent sides [1.4, 11.3].
#include "cell_words.h"
#include "space_model.h"

#include "game.h"
#include "example_fleets.h"
#include "record.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace ss;
using namespace ss::test;
using ss::app::SpaceModel;

namespace {


int row(const char* cell) { return parse_cell(cell)->index; }

QString at(const SpaceModel& m, const char* cell, SpaceModel::Role role)
{
    return ss::app::test::shown(m, row(cell), role);
}

// The spec's example game, from A's side.
Knowledge example_knowledge(int turns)
{
    Game game(make_fleet(parse_ships(kSetupA, 1)), make_fleet(parse_ships(kSetupB, 1)));
    Knowledge k(Player::A, game.space(Player::A).fleet);
    const char* lines[2][2] = {{"Rv1 Rv2 Ow2 Gz1 Gz2 Gy1 Gy2 bRv3Rv5 mYz1 Bv1 sBx3", "Rv1 Rw1 Gv1"},
                               {"Rw1 Rw2 Rw3 Ov2 Gz3 Gy3 mYz2 Yx4 sBv2 sOv5 sRv1", "Rv2 Rw2 Ov1 Ow1 Gv2 mYx3 Yz3"}};
    for (int t = 0; t < turns; ++t) {
        TurnReport r;
        game.play(parse_tokens(lines[t][0], 1).actions, parse_tokens(lines[t][1], 1).actions, r);
        k.learn(view_of(game, r, Player::A));
    }
    return k;
}

} // namespace

class SpaceModelTest : public QObject {
    Q_OBJECT
private slots:
    void passesTheModelTester()
    {
        SpaceModel model(SpaceModel::Side::Opponent);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.show(example_knowledge(2));
        QCOMPARE(model.rowCount(), 125);
    }

    void rowsAreCellsInRecordOrder()
    {
        SpaceModel model(SpaceModel::Side::Own);
        QCOMPARE(model.data(model.index(0), SpaceModel::NameRole).toString(), QString("Rv1"));
        QCOMPARE(at(model, "Yx3", SpaceModel::NameRole), QString("Yx3"));
        QCOMPARE(model.data(model.index(row("Yx3")), SpaceModel::ColourRole).toInt(), 2);
        QCOMPARE(model.data(model.index(124), SpaceModel::NameRole).toString(), QString("Bz5"));
        QVERIFY(model.roleNames().values().contains("lastTurn"));
    }

    void ownSideShowsShipsDamageAndMissiles()
    {
        SpaceModel model(SpaceModel::Side::Own);
        model.show(example_knowledge(2));
        QCOMPARE(at(model, "Rv1", SpaceModel::StateRole), QString("destroyed"));
        QCOMPARE(at(model, "Ov2", SpaceModel::StateRole), QString("ship"));
        QCOMPARE(at(model, "Ov2", SpaceModel::ShipRole), QString("DS"));
        QCOMPARE(at(model, "Rx1", SpaceModel::StateRole), QString("empty"));
        QCOMPARE(at(model, "Yz1", SpaceModel::MissileRole), QString("fired"));  // fired in turn 1, undamaged
        QCOMPARE(at(model, "Yz3", SpaceModel::LastTurnRole), QString("explosion")); // B's hit on an unfired missile [8.1.4]
        QCOMPARE(at(model, "Yz2", SpaceModel::StateRole), QString("destroyed"));
        QCOMPARE(at(model, "Rv2", SpaceModel::LastTurnRole), QString("hit"));
    }

    // What the opponent learnt of one's own space: the flashcube data given for the cells of
    // its ships destroyed [7.1] (B's death star, destroyed in turn 2).
    void ownSideShowsTheFlashcubeDataGiven_7_1()
    {
        SpaceModel model(SpaceModel::Side::Own);
        const auto flashcube = [&](const char* cell) { return static_cast<SpaceModel::Flashcube>(model.data(model.index(row(cell)), SpaceModel::FlashcubeRole).toInt()); };
        model.show(example_knowledge(1));
        QCOMPARE(flashcube("Ov2"), SpaceModel::Flashcube::NoFlashcube);
        model.show(example_knowledge(2));
        QCOMPARE(flashcube("Ov2"), SpaceModel::Flashcube::FlashcubeShip); // A's death star there
        QCOMPARE(flashcube("Rv3"), SpaceModel::Flashcube::FlashcubeEmpty);
        QCOMPARE(flashcube("Gv1"), SpaceModel::Flashcube::NoFlashcube); // not in B's death star
        QVERIFY(model.data(model.index(row("Ov2")), SpaceModel::SpokenRole).toString().contains("the opponent knows it from flashcube data [7.1]"));
    }

    void opponentSideShowsOnlyWhatIsKnown()
    {
        SpaceModel model(SpaceModel::Side::Opponent);
        model.show(example_knowledge(1));
        QCOMPARE(at(model, "Rv4", SpaceModel::StateRole), QString("empty"));  // beam miss
        QCOMPARE(at(model, "Rv3", SpaceModel::StateRole), QString("destroyed"));
        QCOMPARE(at(model, "Rv3", SpaceModel::LastTurnRole), QString("beam hit")); // bRv3Rv5 [8.2]
        QCOMPARE(at(model, "Bx3", SpaceModel::StateRole), QString("empty"));  // empty scan
        QCOMPARE(at(model, "Rw3", SpaceModel::StateRole), QString("unknown")); // B's death star, unseen
        QCOMPARE(at(model, "Rw3", SpaceModel::ShipRole), QString());
        model.show(example_knowledge(2));
        QCOMPARE(at(model, "Rw3", SpaceModel::ShipRole), QString("DS")); // revealed when destroyed [2.2.4]
        QCOMPARE(at(model, "Yx5", SpaceModel::MissileRole), QString("exploded"));
        QCOMPARE(at(model, "Ov5", SpaceModel::StateRole), QString("ship")); // scanned [8.3.4.1]
        QCOMPARE(at(model, "Ow5", SpaceModel::StateRole), QString("unknown"));
    }

    // For the reveal: the beams fired into the space in the last turn [8.2], and the cells
    // of the ships destroyed in it [3.10].
    void theLastTurnsBeamsAndSunkShipsAreKnown()
    {
        SpaceModel model(SpaceModel::Side::Opponent);
        model.show(example_knowledge(1));
        QCOMPARE(model.lastBeams().size(), 1);
        QCOMPARE(model.lastBeams()[0].toMap()["from"].toInt(), row("Rv3"));
        QCOMPARE(model.lastBeams()[0].toMap()["to"].toInt(), row("Rv5"));
        QCOMPARE(model.data(model.index(row("Rw3")), SpaceModel::SunkRole).toBool(), false);
        model.show(example_knowledge(2)); // B's death star destroyed in turn 2
        QVERIFY(model.lastBeams().isEmpty());
        QCOMPARE(model.data(model.index(row("Rw3")), SpaceModel::SunkRole).toBool(), true);
        QCOMPARE(model.data(model.index(row("Ov5")), SpaceModel::SunkRole).toBool(), false);
        model.hide();
        QVERIFY(model.lastBeams().isEmpty());
    }

    void signalsOnlyTheRowsThatChange()
    {
        SpaceModel model(SpaceModel::Side::Opponent);
        model.show(example_knowledge(1));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.show(example_knowledge(1));
        QCOMPARE(changed.count(), 0);
        model.show(example_knowledge(2));
        QVERIFY(changed.count() > 10);
        QVERIFY(changed.count() < 60);
    }

    void theEndRevealsTheOpponentsFleet_1_4_1()
    {
        SpaceModel model(SpaceModel::Side::Opponent);
        const Fleet b = make_fleet(parse_ships(kSetupB, 1));
        model.show(example_knowledge(2), &b);
        QCOMPARE(at(model, "Ow5", SpaceModel::StateRole), QString("revealed")); // B's heavy scout, never struck
        QCOMPARE(at(model, "Ow5", SpaceModel::ShipRole), QString("HS"));
        QCOMPARE(at(model, "Rw3", SpaceModel::StateRole), QString("destroyed"));
        QCOMPARE(at(model, "Bz5", SpaceModel::StateRole), QString("unknown"));
    }

    void aSetupInProgressShowsItsShipsAndOverlaps_3_4()
    {
        SpaceModel model(SpaceModel::Side::Own);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        std::vector<ShipSpec> ships = parse_ships("AG1 Rv1 Rv2; AG2 Rv2 Rv3; MD Yz1 Yz2 Yz3", 1);
        model.showSetup(ships);
        QCOMPARE(at(model, "Rv1", SpaceModel::ShipRole), QString("AG1"));
        QCOMPARE(at(model, "Rv2", SpaceModel::ShipRole), QString("AG1+AG2"));
        QCOMPARE(at(model, "Yz2", SpaceModel::MissileRole), QString("unfired"));
        QCOMPARE(at(model, "Rv4", SpaceModel::StateRole), QString("empty"));
    }

    void marksChangeOnlyTheirRows()
    {
        SpaceModel model(SpaceModel::Side::Opponent);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setMarks({{CellSet::of(*parse_cell("Yx3")), SpaceModel::Marking::Target}, {CellSet::of(*parse_cell("Yx3")), SpaceModel::Marking::Scan}});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(at(model, "Yx3", SpaceModel::MarkRole), QString("target")); // the first mark wins
        QCOMPARE(changed[0][2].value<QList<int>>(), QList<int>{SpaceModel::MarkRole});
        model.setMarks({{CellSet::of(*parse_cell("Yx3")), SpaceModel::Marking::Target}});
        QCOMPARE(changed.count(), 1);
        model.setMarks({});
        QCOMPARE(changed.count(), 2);
        QCOMPARE(at(model, "Yx3", SpaceModel::MarkRole), QString());
    }
};

QTEST_GUILESS_MAIN(SpaceModelTest)
#include "space_model_test.moc"
