#include "test_support.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace ss::test {

const char* const kSpecSetupA =
    "DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3; LS Bz5";
const char* const kSpecSetupB =
    "DS Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov2 Ow2; KC Gz1 Gz2 Gz3 Gy1 Gy2 Gy3; PC Bv1 Bv2 Bv3 Bv4; MD Yx3 Yx4 Yx5; HS Ov5 Ow5";

std::string spec_example_record()
{
    std::ifstream in(std::string(SPACESHIPS_TEST_DATA) + "/spec-example.ssg", std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

Cell cell(std::string_view text)
{
    const auto c = parse_cell(text);
    if (!c)
        throw std::invalid_argument("bad cell in test: " + std::string(text));
    return *c;
}

CellSet cells(std::string_view text)
{
    CellSet s;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ')
            ++j;
        if (j > i)
            s.insert(cell(text.substr(i, j - i)));
        i = j;
    }
    return s;
}

std::vector<ShipSpec> ships(std::string_view text) { return parse_ships(text, 1); }

Fleet fleet(std::string_view text) { return make_fleet(ships(text)); }

Actions actions(std::string_view text) { return parse_tokens(text, 1).actions; }

TurnReport play(Game& game, std::string_view a, std::string_view b)
{
    TurnReport report;
    const auto v = game.play(actions(a), actions(b), report);
    INFO((v ? v->text() : std::string("ok")));
    REQUIRE(!v);
    return report;
}

} // namespace ss::test
