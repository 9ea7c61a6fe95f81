// Cells and their relationships: adjacency [1.2.3], loose adjacency [1.2.4], adjacent
// sets [1.2.5], no wrapping [1.2.6], the notation [11.4], line directions and beam
// lines [8.2.1].
#include "cell.h"
#include "geometry.h"
#include "test_support.h"

#include <catch2/catch.hpp>

#include <array>
#include <cstdlib>
#include <set>
#include <tuple>

using namespace ss;
using test::cell;
using test::cells;

TEST_CASE("cells share a face when they differ by one step in exactly one coordinate [1.2.3]")
{
    CHECK(adjacent(cell("Yx3")) == cells("Ox3 Gx3 Yw3 Yy3 Yx2 Yx4"));
    CHECK(are_adjacent(cell("Rv1"), cell("Ov1"))); // R and O are neighbouring colours [11.4.1]
    CHECK(are_adjacent(cell("Rv1"), cell("Rw1")));
    CHECK(are_adjacent(cell("Rv1"), cell("Rv2")));
    CHECK_FALSE(are_adjacent(cell("Rv1"), cell("Ow1"))); // an edge, not a face
    CHECK_FALSE(are_adjacent(cell("Rv1"), cell("Ow2"))); // a vertex
    CHECK_FALSE(are_adjacent(cell("Rv1"), cell("Yv1"))); // two colours apart
    CHECK_FALSE(are_adjacent(cell("Rv1"), cell("Rv1"))); // a cell is not adjacent to itself
}

TEST_CASE("corner, edge and face cells have 3, 4 and 5 face neighbours [1.2.3, 1.2.6]")
{
    CHECK(adjacent(cell("Rv1")) == cells("Ov1 Rw1 Rv2"));
    CHECK(adjacent(cell("Bz5")) == cells("Gz5 By5 Bz4"));
    CHECK(adjacent(cell("Rv3")).size() == 4);
    CHECK(adjacent(cell("Rx3")).size() == 5);
    CHECK(adjacent(cell("Ox2")).size() == 6);
}

TEST_CASE("cells are loosely adjacent when they share a face, an edge or a vertex [1.2.4]")
{
    CHECK(loosely_adjacent(cell("Yx3")).size() == 26);
    CHECK(loosely_adjacent(cell("Rv1")) == cells("Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2"));
    CHECK(loosely_adjacent(cell("Rv3")).size() == 11);
    CHECK(loosely_adjacent(cell("Rx3")).size() == 17);
    CHECK(are_loosely_adjacent(cell("Rv1"), cell("Ow2"))); // vertex
    CHECK(are_loosely_adjacent(cell("Rv1"), cell("Ow1"))); // edge
    CHECK(are_loosely_adjacent(cell("Rv1"), cell("Ov1"))); // face
    CHECK_FALSE(are_loosely_adjacent(cell("Rv1"), cell("Rv3")));
    CHECK_FALSE(are_loosely_adjacent(cell("Rv1"), cell("Yx3")));
    CHECK_FALSE(are_loosely_adjacent(cell("Yx3"), cell("Yx3")));
}

TEST_CASE("every face neighbour is also a loose neighbour [1.2.3, 1.2.4]")
{
    for (int i = 0; i < kCellCount; ++i) {
        const Cell c{static_cast<std::uint8_t>(i)};
        CHECK(loosely_adjacent(c).contains_all(adjacent(c)));
        CHECK_FALSE(loosely_adjacent(c).contains(c));
    }
}

TEST_CASE("a set is adjacent when each cell touches at least one other, even if it falls in two parts [1.2.5]")
{
    CHECK(is_adjacent_set(cells("Rv1 Rv2")));
    CHECK(is_adjacent_set(cells("Rv1 Rv2 Rw2 Ow2")));
    // Two separate pairs: adjacent in the sense of 1.2.5, but not connected.
    CHECK(is_adjacent_set(cells("Rv1 Rv2 Rv4 Rv5")));
    CHECK_FALSE(is_connected(cells("Rv1 Rv2 Rv4 Rv5")));
    CHECK(is_connected(cells("Rv1 Rv2 Rw2 Ow2")));
    // A cell touching none of the others spoils the set.
    CHECK_FALSE(is_adjacent_set(cells("Rv1 Rv2 Rv4")));
    // Loosely adjacent only.
    CHECK_FALSE(is_adjacent_set(cells("Rv1 Ow2")));
    CHECK_FALSE(is_adjacent_set(cells("Rv1 Ow1 Yv1")));
}

TEST_CASE("the space does not wrap at any face [1.2.6]")
{
    CHECK_FALSE(are_adjacent(cell("Rv1"), cell("Bv1")));
    CHECK_FALSE(are_adjacent(cell("Rv1"), cell("Rz1")));
    CHECK_FALSE(are_adjacent(cell("Rv1"), cell("Rv5")));
    CHECK_FALSE(are_loosely_adjacent(cell("Rv1"), cell("Bz5")));
    CHECK_FALSE(are_loosely_adjacent(cell("Gx3"), cell("Rx3")));
    CHECK(line_direction(cell("Bv1"), cell("Rv1")) == -1);
    CHECK_FALSE(beam_line(cell("Gx3"), cell("Rx3")));
    CHECK_FALSE(beam_line(cell("Yz1"), cell("Yv1")));
}

TEST_CASE("cells are written colour, letter, number: R O Y G B, v w x y z, 1 to 5 [11.4.1-11.4.4]")
{
    CHECK(to_string(Cell::at(0, 0, 0)) == "Rv1");
    CHECK(to_string(Cell::at(4, 4, 4)) == "Bz5");
    CHECK(to_string(Cell::at(1, 3, 4)) == "Oy5");
    const Cell c = cell("Gw4");
    CHECK(c.colour() == 3);
    CHECK(c.letter() == 1);
    CHECK(c.number() == 3);
    // Cells are ordered colour, then letter, then number.
    CHECK(cell("Rv2").index == 1);
    CHECK(cell("Rw1").index == 5);
    CHECK(cell("Ov1").index == 25);
    CHECK(to_string(cells("Ov1 Rw1 Rv2")) == "Rv2 Rw1 Ov1");
}

TEST_CASE("every one of the 125 cells reads back as it is written [11.4.4]")
{
    std::set<std::string> seen;
    for (int i = 0; i < kCellCount; ++i) {
        const Cell c{static_cast<std::uint8_t>(i)};
        const std::string s = to_string(c);
        REQUIRE(s.size() == 3);
        CHECK(parse_cell(s) == c);
        seen.insert(s);
    }
    CHECK(seen.size() == 125);
}

TEST_CASE("anything but a colour, letter and number triple is not a cell [11.4]")
{
    CHECK_FALSE(parse_cell("Ax3"));
    CHECK_FALSE(parse_cell("Ya3"));
    CHECK_FALSE(parse_cell("Yx0"));
    CHECK_FALSE(parse_cell("Yx6"));
    CHECK_FALSE(parse_cell("Yx"));
    CHECK_FALSE(parse_cell("Yx33"));
    CHECK_FALSE(parse_cell(""));
    CHECK_FALSE(parse_cell("x3Y")); // order is colour, letter, number [11.4.4]
    CHECK_FALSE(parse_cell(" Yx3"));
}

TEST_CASE("case is significant: Y is Yellow, y is a letter [11.4.5]")
{
    const auto yy = parse_cell("Yy3");
    REQUIRE(yy);
    CHECK(yy->colour() == 2);
    CHECK(yy->letter() == 3);
    CHECK_FALSE(parse_cell("yx3")); // a lower-case colour
    CHECK_FALSE(parse_cell("YX3")); // an upper-case letter
    CHECK_FALSE(parse_cell("yY3"));
    CHECK_FALSE(parse_cell("rv1"));
    CHECK_FALSE(parse_cell("RV1"));
}

TEST_CASE("a bad cell is explained by the coordinate that is wrong [11.4]")
{
    CHECK_THAT(explain_bad_cell("Px3"), Catch::Contains("[11.4.1]"));
    CHECK(explain_bad_cell("yx3") == "'yx3' is not a cell: a colour is a capital letter, Y not y [11.4.5]"); // case [11.4.5]
    CHECK_THAT(explain_bad_cell("YX3"), Catch::Contains("[11.4.2]"));
    CHECK_THAT(explain_bad_cell("Yx6"), Catch::Contains("[11.4.3]"));
    CHECK_THAT(explain_bad_cell("Yx"), Catch::Contains("[11.4.4]"));
}

TEST_CASE("the space has 13 line directions: 3 along axes, 6 face diagonals, 4 space diagonals")
{
    REQUIRE(kLineDirections == 13);
    std::set<std::tuple<int, int, int>> steps;
    int axes = 0, face = 0, space = 0;
    for (int d = 0; d < kLineDirections; ++d) {
        const Step s = direction_step(d);
        CHECK(std::abs(s.colour) <= 1);
        CHECK(std::abs(s.letter) <= 1);
        CHECK(std::abs(s.number) <= 1);
        const int nonzero = (s.colour != 0) + (s.letter != 0) + (s.number != 0);
        axes += nonzero == 1;
        face += nonzero == 2;
        space += nonzero == 3;
        // A step and its opposite are one direction, so no two are opposite.
        CHECK(steps.count({-s.colour, -s.letter, -s.number}) == 0);
        steps.insert({s.colour, s.letter, s.number});
    }
    CHECK(steps.size() == 13);
    CHECK(axes == 3);
    CHECK(face == 6);
    CHECK(space == 4);
}

TEST_CASE("the 26 loose neighbours of an inner cell fall into the 13 directions, two to each")
{
    const Cell centre = cell("Yx3");
    std::array<int, kLineDirections> count{};
    for (Cell n : loosely_adjacent(centre)) {
        const int d = line_direction(centre, n);
        REQUIRE(d >= 0);
        REQUIRE(d < kLineDirections);
        ++count[d];
        CHECK(line_direction(n, centre) == d);
        const Step s = direction_step(d);
        const int dc = n.colour() - centre.colour(), dl = n.letter() - centre.letter(),
                  dn = n.number() - centre.number();
        const bool same = s.colour == dc && s.letter == dl && s.number == dn;
        const bool opposite = s.colour == -dc && s.letter == -dl && s.number == -dn;
        CHECK((same || opposite));
    }
    for (int d = 0; d < kLineDirections; ++d)
        CHECK(count[d] == 2);
    CHECK(line_direction(centre, centre) == -1);
    CHECK(line_direction(centre, cell("Yx5")) == -1);
    CHECK(line_direction(cell("Rv1"), cell("Rv2")) != line_direction(cell("Rv1"), cell("Rw1")));
}

TEST_CASE("a beam line is three loosely adjacent cells in a straight line, from its first end [8.2.1]")
{
    using Line = std::array<Cell, 3>;
    CHECK(beam_line(cell("Rv3"), cell("Rv5")) == Line{cell("Rv3"), cell("Rv4"), cell("Rv5")});
    CHECK(beam_line(cell("Rv5"), cell("Rv3")) == Line{cell("Rv5"), cell("Rv4"), cell("Rv3")});
    CHECK(beam_line(cell("Rv1"), cell("Yv1")) == Line{cell("Rv1"), cell("Ov1"), cell("Yv1")});
    CHECK(beam_line(cell("Rv1"), cell("Yv3")) == Line{cell("Rv1"), cell("Ov2"), cell("Yv3")}); // face diagonal
    CHECK(beam_line(cell("Rv1"), cell("Yx3")) == Line{cell("Rv1"), cell("Ow2"), cell("Yx3")}); // space diagonal
    CHECK(beam_line(cell("Bz1"), cell("Yx3")) == Line{cell("Bz1"), cell("Gy2"), cell("Yx3")});
}

TEST_CASE("end cells not two steps apart on a straight line make no beam line [8.2.1]")
{
    CHECK_FALSE(beam_line(cell("Rv1"), cell("Rv1")));
    CHECK_FALSE(beam_line(cell("Rv1"), cell("Rv2"))); // only two cells
    CHECK_FALSE(beam_line(cell("Rv1"), cell("Rv4"))); // four cells
    CHECK_FALSE(beam_line(cell("Rv1"), cell("Ow3"))); // not straight: steps 1, 1, 2
    CHECK_FALSE(beam_line(cell("Rv1"), cell("Yw3"))); // not straight: steps 2, 1, 2
    CHECK_FALSE(beam_line(cell("Rv1"), cell("Bv1")));
}

TEST_CASE("the cells of every beam line are distinct, in line and loosely adjacent in turn [8.2.1.1, 8.2.1.2]")
{
    int lines = 0;
    for (int i = 0; i < kCellCount; ++i)
        for (int j = 0; j < kCellCount; ++j) {
            const Cell a{static_cast<std::uint8_t>(i)}, b{static_cast<std::uint8_t>(j)};
            const auto line = beam_line(a, b);
            if (!line)
                continue;
            ++lines;
            const auto [x, y, z] = *line;
            REQUIRE(are_loosely_adjacent(x, y));
            REQUIRE(are_loosely_adjacent(y, z));
            REQUIRE_FALSE(are_loosely_adjacent(x, z));
            REQUIRE(line_direction(x, y) == line_direction(y, z));
        }
    // Ordered lines: per direction (3 x 5 x 5) x 3 axes, (3 x 3 x 5) x 6 face diagonals and
    // (3 x 3 x 3) x 4 space diagonals, each in both orders.
    CHECK(lines == 2 * (3 * 75 + 6 * 45 + 4 * 27));
}
