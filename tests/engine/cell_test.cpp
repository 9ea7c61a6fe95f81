#include "cell.h"
#include "geometry.h"

#include <catch2/catch.hpp>

using namespace ss;

TEST_CASE("cells are written colour, letter, number [11.4.4]")
{
    CHECK(to_string(Cell::at(2, 2, 2)) == "Yx3");
    CHECK(parse_cell("Yx3") == Cell::at(2, 2, 2));
    CHECK(!parse_cell("yx3"));
}
