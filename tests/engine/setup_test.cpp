// Legal setups [2.1, 3]: shapes [3.5], no overlap [3.4], fleet composition [3.6, 3.7],
// cost fleets [3.7.1], additional ships [10.3] and identities [3.3, 11.6.1].
#include "fleet.h"
#include "test_support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace ss;
using test::cells;

namespace {

std::vector<Violation> validate(std::string_view text, FleetRule rule = FleetRule::standard())
{
    return validate_setup(test::ships(text), rule);
}

bool has_rule(const std::vector<Violation>& vs, std::string_view rule)
{
    return std::any_of(vs.begin(), vs.end(), [&](const Violation& v) { return v.rule == rule; });
}

bool all_rules(const std::vector<Violation>& vs, std::string_view rule)
{
    return std::all_of(vs.begin(), vs.end(), [&](const Violation& v) { return v.rule == rule; });
}

std::string texts(const std::vector<Violation>& vs)
{
    std::string s;
    for (const Violation& v : vs)
        s += v.text() + "\n";
    return s;
}

// The standard fleet of the spec's example, player A: DS, KC, FS, MD, LS (cost 24).
const std::string kStandard = test::kSpecSetupA;

} // namespace

TEST_CASE("the example record's setups are legal standard fleets [3.7]")
{
    CHECK(validate(test::kSpecSetupA).empty());
    CHECK(validate(test::kSpecSetupB).empty());
    CHECK(fleet_cost(test::ships(test::kSpecSetupA)) == 24);
    CHECK(fleet_cost(test::ships(test::kSpecSetupB)) == 24);
}

TEST_CASE("two ships may not share a cell, and the overlap names the cells and ships [3.4]")
{
    // The flying saucer is moved onto Ov1 Ov2 of the death star.
    const auto vs = validate("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; "
                             "FS Ov1 Ov2 Yv1 Yv2; MD Yz1 Yz2 Yz3; LS Bz5");
    INFO(texts(vs));
    REQUIRE(vs.size() == 1);
    CHECK(vs[0].rule == "3.4");
    CHECK(vs[0].cells == cells("Ov1 Ov2"));
    CHECK_THAT(vs[0].message, Catch::Contains("Ov1") && Catch::Contains("Ov2") && Catch::Contains("DS") &&
                                  Catch::Contains("FS"));
}

TEST_CASE("a one-cell overlap is reported with just that cell [3.4]")
{
    const auto vs = validate("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; "
                             "FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3; LS Yz3");
    INFO(texts(vs));
    REQUIRE(vs.size() == 1);
    CHECK(vs[0].rule == "3.4");
    CHECK(vs[0].cells == cells("Yz3"));
    CHECK_THAT(vs[0].message, Catch::Contains("Yz3") && Catch::Contains("MD") && Catch::Contains("LS"));
}

TEST_CASE("a standard fleet missing a missile destroyer is refused [3.7]")
{
    const auto vs = validate("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; LS Bz5");
    INFO(texts(vs));
    REQUIRE_FALSE(vs.empty());
    CHECK(all_rules(vs, "3.7"));
    CHECK(std::any_of(vs.begin(), vs.end(),
                      [](const Violation& v) { return v.message.find("missile destroyer") != std::string::npos; }));
}

TEST_CASE("a standard fleet with neither a light nor a heavy scout is refused [3.7]")
{
    const auto vs = validate("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; "
                             "MD Yz1 Yz2 Yz3");
    INFO(texts(vs));
    REQUIRE_FALSE(vs.empty());
    CHECK(all_rules(vs, "3.7"));
}

TEST_CASE("a standard fleet with two kill cruisers is refused [3.7]")
{
    const auto vs = validate("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC1 Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; "
                             "KC2 Gz1 Gz2 Gz3 Gy1 Gy2 Gy3; FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3; LS Bz5");
    INFO(texts(vs));
    REQUIRE_FALSE(vs.empty());
    CHECK(all_rules(vs, "3.7"));
}

TEST_CASE("a standard fleet with both a flying saucer and a patrol cruiser is refused [3.7]")
{
    const auto vs = validate(kStandard + "; PC Yv1 Yv2 Yv3 Yv4");
    INFO(texts(vs));
    REQUIRE_FALSE(vs.empty());
    CHECK(all_rules(vs, "3.7"));
}

TEST_CASE("a standard fleet with both a light and a heavy scout is refused [3.7]")
{
    const auto vs = validate(kStandard + "; HS Ov5 Ow5");
    INFO(texts(vs));
    REQUIRE_FALSE(vs.empty());
    CHECK(all_rules(vs, "3.7"));
}

TEST_CASE("a standard fleet has no gunboats [3.7]")
{
    const auto lg = validate(kStandard + "; LG Gx3");
    INFO(texts(lg));
    REQUIRE_FALSE(lg.empty());
    CHECK(all_rules(lg, "3.7"));
    const auto ag = validate(kStandard + "; AG Gx3 Gx4");
    INFO(texts(ag));
    REQUIRE_FALSE(ag.empty());
    CHECK(all_rules(ag, "3.7"));
}

TEST_CASE("a patrol cruiser and a heavy scout make a standard fleet too [3.7]")
{
    CHECK(validate("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; PC Bv1 Bv2 Bv3 Bv4; "
                   "MD Yz1 Yz2 Yz3; HS Ov5 Ow5")
              .empty());
}

TEST_CASE("a cost fleet is any ships costing the agreed total [3.7.1]")
{
    // Two death stars, a kill cruiser and an assault gunboat: 8 + 8 + 6 + 2 = 24.
    CHECK(validate("DS1 Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; DS2 Gv1 Gv2 Gw1 Gw2 Bv1 Bv2 Bw1 Bw2; "
                   "KC Yz1 Yz2 Yz3 Yy1 Yy2 Yy3; AG Bz4 Bz5",
                   FleetRule::with_cost(24))
              .empty());
    // No death star at all: four kill cruisers.
    CHECK(validate("KC1 Rv1 Rv2 Rv3 Rw1 Rw2 Rw3; KC2 Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; KC3 Rz1 Rz2 Rz3 Ry1 Ry2 Ry3; "
                   "KC4 Bz3 Bz4 Bz5 By3 By4 By5",
                   FleetRule::with_cost(24))
              .empty());
    // Another agreed total: a kill cruiser and a flying saucer cost 10.
    CHECK(validate("KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2", FleetRule::with_cost(10)).empty());
}

TEST_CASE("a cost fleet of the wrong cost is refused with both totals [3.7.1]")
{
    // DS 8 + KC 6 + FS 4 + MD 3 = 21.
    const auto under = validate("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; "
                                "FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3",
                                FleetRule::with_cost(24));
    INFO(texts(under));
    REQUIRE(under.size() == 1);
    CHECK(under[0].rule == "3.7.1");
    CHECK(under[0].message == "the fleet costs 21 but must cost 24");
    // The standard fleet plus a light gunboat costs 25.
    const auto over = validate(kStandard + "; LG Gx3", FleetRule::with_cost(24));
    INFO(texts(over));
    REQUIRE(over.size() == 1);
    CHECK(over[0].rule == "3.7.1");
    CHECK_THAT(over[0].message, Catch::Contains("25") && Catch::Contains("24"));
}

TEST_CASE("the fleet rule's total is 24 or the agreed cost, plus additional ships [3.7, 3.7.1, 10.3]")
{
    CHECK(FleetRule::standard().total_cost() == 24);
    CHECK(FleetRule::with_cost(30).total_cost() == 30);
    FleetRule r = FleetRule::standard();
    r.additional = 5;
    CHECK(r.total_cost() == 29);
    CHECK(FleetRule::standard().tag() == "standard");
    CHECK(FleetRule::with_cost(30).tag() == "cost 30");
}

TEST_CASE("additional ships in a continued match cost the remaining materiel of the last game [10.3]")
{
    FleetRule rule = FleetRule::standard();
    rule.additional = 3;
    // A second missile destroyer (cost 3) as the additional ship.
    const std::string with_md = "DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; "
                                "MD1 Yz1 Yz2 Yz3; LS Bz5; MD2 Gz1 Gz2 Gz3";
    CHECK(validate(with_md, rule).empty());
    // Gunboats are allowed as additional ships: LG 1 + AG 2 = 3.
    CHECK(validate(kStandard + "; LG Gx3; AG Gz4 Gz5", rule).empty());
    // The same ships when 4 was left at the end of the last game: 27, not 28.
    rule.additional = 4;
    const auto vs = validate(with_md, rule);
    INFO(texts(vs));
    REQUIRE(vs.size() == 1);
    CHECK(vs[0].rule == "10.3");
    CHECK_THAT(vs[0].message, Catch::Contains("27") && Catch::Contains("28"));
}

TEST_CASE("a continued match still needs the standard fleet besides its additional ships [3.7, 10.2]")
{
    FleetRule rule = FleetRule::standard();
    rule.additional = 8;
    // A second kill cruiser and an assault gunboat (8) instead of a death star.
    const auto vs = validate("KC1 Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3; LS Bz5; "
                             "KC2 Gz1 Gz2 Gz3 Gy1 Gy2 Gy3; AG Rv1 Rv2",
                             rule);
    INFO(texts(vs));
    CHECK(has_rule(vs, "3.7"));
}

TEST_CASE("several ships of a type are numbered 1, 2, ... and the numbers are required [3.3, 11.6.1]")
{
    const FleetRule cost4 = FleetRule::with_cost(4);
    CHECK(validate("AG1 Gx3 Gx4; AG2 Gz4 Gz5", cost4).empty());
    CHECK(validate("AG2 Gx3 Gx4; AG1 Gz4 Gz5", cost4).empty()); // in any order
    const auto same = validate("AG1 Gx3 Gx4; AG1 Gz4 Gz5", cost4);
    INFO(texts(same));
    CHECK(same.size() == 1);
    CHECK(has_rule(same, "11.6.1"));
    const auto unnumbered = validate("AG Gx3 Gx4; AG Gz4 Gz5", cost4);
    INFO(texts(unnumbered));
    CHECK(unnumbered.size() == 1);
    CHECK(has_rule(unnumbered, "11.6.1"));
    const auto gap = validate("AG1 Gx3 Gx4; AG3 Gz4 Gz5", cost4);
    INFO(texts(gap));
    CHECK(gap.size() == 1);
    CHECK(has_rule(gap, "11.6.1"));
}

TEST_CASE("a single ship of a type may be written with identity 1 but not 2 [11.6.1]")
{
    CHECK(validate("DS1 Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; "
                   "MD Yz1 Yz2 Yz3; LS Bz5")
              .empty());
    const auto vs = validate("DS2 Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; "
                             "MD Yz1 Yz2 Yz3; LS Bz5");
    INFO(texts(vs));
    REQUIRE(vs.size() == 1);
    CHECK(vs[0].rule == "11.6.1");
}

TEST_CASE("an empty setup is refused [3.6]")
{
    const auto vs = validate_setup({}, FleetRule::standard());
    REQUIRE(vs.size() == 1);
    CHECK(vs[0].rule == "3.6");
    CHECK_FALSE(validate_setup({}, FleetRule::with_cost(24)).empty());
}

TEST_CASE("a setup reports each ship of the wrong shape [3.5]")
{
    // The kill cruiser is an L; the missile destroyer is bent.
    const auto vs = validate("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gv4 Gw1 Gw2; FS Bv1 Bv2 Bw1 Bw2; "
                             "MD Yz1 Yz2 Yy2; LS Bz5");
    INFO(texts(vs));
    REQUIRE(vs.size() == 2);
    CHECK(has_rule(vs, "6.3.2"));
    CHECK(has_rule(vs, "6.6.2"));
}

TEST_CASE("a setup reports every broken rule at once [3.4, 3.7]")
{
    // The light scout sits on the missile destroyer, and there is no flying saucer.
    const auto vs = validate("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; MD Yz1 Yz2 Yz3; LS Yz2");
    INFO(texts(vs));
    CHECK(has_rule(vs, "3.4"));
    CHECK(has_rule(vs, "3.7"));
}

TEST_CASE("a fleet numbers its ships only where several share a type [11.6.2, 7.2.4]")
{
    const Fleet f = test::fleet("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; AG1 Gx3 Gx4; AG2 Gz4 Gz5");
    REQUIRE(f.size() == 3);
    CHECK(f[0].label() == "DS");
    CHECK_FALSE(f[0].numbered);
    CHECK(f[1].label() == "AG1");
    CHECK(f[2].label() == "AG2");
    CHECK(f[2].numbered);
    CHECK(fleet_cells(f) == 12);
    // Unwritten identities are numbered in the order written.
    const Fleet g = test::fleet("LG Gx3; LG Gz4");
    CHECK(g[0].label() == "LG1");
    CHECK(g[1].label() == "LG2");
}
