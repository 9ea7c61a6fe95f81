// Game records: reading, writing, comments, line ends, tags and errors [game-record.md 1].
#include "record.h"
#include "referee.h"
#include "session.h"
#include "test_support.h"

#include <catch2/catch.hpp>


using namespace ss;

namespace {

std::string spec_example() { return test::spec_example_record(); }

// The line and rule of the error a record raises.
std::pair<int, std::string> error_of(const std::string& text)
{
    try {
        parse_record(text);
    } catch (const RecordError& e) {
        return {e.line(), e.problems().front().rule};
    }
    return {0, "no error"};
}

const std::string kSetups = std::string("setup A: ") + test::kSpecSetupA + "\nsetup B: " + test::kSpecSetupB + "\n";

} // namespace

TEST_CASE("the spec's example record reads as tags, two setups and two turns [spec 1]")
{
    const Record r = parse_record(spec_example());
    REQUIRE(r.games.size() == 1);
    const GameRecord& g = r.games[0];
    CHECK(g.tags.size() == 5);
    CHECK(g.tag("Rules") == "2.6.1");
    CHECK(g.tag("B") == "Bot: density");
    CHECK(g.setup[0].ships.size() == 5);
    CHECK(g.setup[1].ships[4].type == ShipType::HeavyScout);
    CHECK(g.setup[0].line == 7);
    CHECK(g.setup[1].line == 8);
    REQUIRE(g.turns.size() == 2);
    CHECK(g.turns[0][0].tokens.size() == 11);
    CHECK(g.turns[0][0].tokens[7] == "bRv3Rv5");
    CHECK(g.turns[0][0].actions[7].kind == ActionKind::Beam);
    CHECK(g.turns[1][1].line == 13);
}

TEST_CASE("a written record reads back the same [spec 1]")
{
    const Record r = parse_record(spec_example());
    const std::string written = write_record(r);
    const Record again = parse_record(written);
    CHECK(write_record(again) == written);
    REQUIRE(again.games[0].turns.size() == 2);
    for (int n = 0; n < 2; ++n)
        for (int p = 0; p < 2; ++p)
            CHECK(again.games[0].turns[n][p].tokens == r.games[0].turns[n][p].tokens);
    CHECK(written.find("setup B: DS Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov2 Ow2; KC Gy1 Gy2 Gy3 Gz1 Gz2 Gz3;") != std::string::npos);
}

TEST_CASE("comments are ignored: # to end of line and {...} anywhere, even across lines [spec 1]")
{
    const std::string text = "# a record\n[Event \"Club night #3 {final}\"] # the event\n" + kSetups +
                             "1. A: Rv1 {first strike} Rv2 # more\n{ a comment\nover lines }1. B: Rv1 Rw1 Gv1\n";
    const Record r = parse_record(text);
    const GameRecord& g = r.games[0];
    CHECK(g.tag("Event") == "Club night #3 {final}");
    CHECK(g.turns[0][0].tokens == std::vector<std::string>{"Rv1", "Rv2"});
    CHECK(g.turns[0][1].tokens.size() == 3);
    CHECK(g.turns[0][1].line == 7);
}

TEST_CASE("CRLF line ends read like LF [spec 1]")
{
    std::string crlf;
    for (char c : spec_example()) {
        if (c == '\n')
            crlf += '\r';
        crlf += c;
    }
    const Record a = parse_record(spec_example());
    const Record b = parse_record(crlf);
    CHECK(write_record(a) == write_record(b));
}

TEST_CASE("unknown tags are kept and written back unchanged [spec 1.1]")
{
    const std::string text = "[Rules \"2.6.1\"]\n[Opening \"Ian's \\\"cube\\\" defence\"]\n[Clock \"5+3\"]\n" + kSetups;
    const Record r = parse_record(text);
    CHECK(r.games[0].tag("Opening") == "Ian's \"cube\" defence");
    const std::string written = write_record(r);
    CHECK(written.find("[Opening \"Ian's \\\"cube\\\" defence\"]") != std::string::npos);
    CHECK(written.find("[Clock \"5+3\"]") != std::string::npos);
    CHECK(parse_record(written).games[0].tags.size() == 3);
}

TEST_CASE("a turn line of '-' records no actions [spec 1.4]")
{
    const Record r = parse_record(kSetups + "1. A: -\n1. B: Rv1\n");
    CHECK(r.games[0].turns[0][0].tokens.empty());
    CHECK(write_record(r).find("1. A: -\n") != std::string::npos);
}

TEST_CASE("turn lines may come B before A within a turn [spec 1.4]")
{
    const Record r = parse_record(kSetups + "1. B: Rv1\n1. A: Rv2\n");
    CHECK(r.games[0].turns[0][0].tokens == std::vector<std::string>{"Rv2"});
    CHECK(r.games[0].turns[0][1].tokens == std::vector<std::string>{"Rv1"});
}

TEST_CASE("a short missile token is kept as written [11.5.3]")
{
    const Record r = parse_record(kSetups + "1. A: mY Rv1\n1. B: mx3 Rv1\n");
    const Action& a = r.games[0].turns[0][0].actions[0];
    CHECK(a.kind == ActionKind::Missile);
    CHECK(a.colour == 2);
    CHECK(a.letter == -1);
    CHECK(r.games[0].turns[0][0].tokens[0] == "mY");
    const Action& b = r.games[0].turns[0][1].actions[0];
    CHECK((b.colour == -1 && b.letter == 2 && b.number == 2));
}

TEST_CASE("a tag block after turn lines starts the next game of a match [spec 1.1]")
{
    const std::string game = "[Fleet \"standard\"]\n" + kSetups + "1. A: Rv1\n1. B: Rv1\n";
    const Record r = parse_record("[Match \"scored\"]\n" + game + "\n" + game);
    REQUIRE(r.games.size() == 2);
    CHECK(r.games[1].first_line == 8);
    CHECK(parse_record(write_record(r)).games.size() == 2);
}

TEST_CASE("record syntax errors name the line and the rule")
{
    const std::string head = "[Rules \"2.6.1\"]\n" + kSetups; // three lines
    CHECK(error_of(head + "1. A: Yq3\n1. B: -\n") == std::pair<int, std::string>{4, "11.4.2"});
    CHECK(error_of(head + "1. A: Pv1\n") == std::pair<int, std::string>{4, "11.4.1"}); // three characters: a cell meant
    CHECK(error_of(head + "1. A: Pv\n") == std::pair<int, std::string>{4, "11.5"});
    CHECK(error_of(head + "1. A: Rv1 -\n1. B: -\n") == std::pair<int, std::string>{4, "11.5"});
    CHECK(error_of(head + "1. A: bRv1\n1. B: -\n") == std::pair<int, std::string>{4, "11.5.2"});
    CHECK(error_of(head + "1. A: bRv1Rv3(XX)\n1. B: -\n") == std::pair<int, std::string>{4, "11.6.2"});
    CHECK(error_of(head + "1. A: mQ\n1. B: -\n") == std::pair<int, std::string>{4, "11.5.3"});
    CHECK(error_of(head + "1. A: sRv\n1. B: -\n") == std::pair<int, std::string>{4, "11.5.4"});
    CHECK(error_of(head + "1. A: k\n1. B: -\n") == std::pair<int, std::string>{4, "11.5.5"});
    CHECK(error_of(head + "2. A: -\n") == std::pair<int, std::string>{4, "2.2"});
    CHECK(error_of(head + "1. A: -\n2. A: -\n") == std::pair<int, std::string>{5, "2.2.1"});
    CHECK(error_of(head + "1. A: -\n1. A: -\n") == std::pair<int, std::string>{5, "2.2.1"});
    CHECK(error_of(head + "1. A: -\n") == std::pair<int, std::string>{4, "2.2.1"});
    CHECK(error_of(head + "1. A: -\n1. B: -\nsetup A: LG Rv1\n") == std::pair<int, std::string>{6, "2.1"});
    CHECK(error_of(head + "1 A: -\n") == std::pair<int, std::string>{4, "spec 1.4"});
    CHECK(error_of(head + "hello\n") == std::pair<int, std::string>{4, "spec 1"});
    CHECK(error_of("[Rules 2.6.1]\n") == std::pair<int, std::string>{1, "spec 1.1"});
    CHECK(error_of("setup A: DS Rv1 Rv1\n") == std::pair<int, std::string>{1, "3.2"});
    CHECK(error_of("setup A: XX Rv1\n") == std::pair<int, std::string>{1, "11.6"});
    CHECK(error_of("setup C: LG Rv1\n") == std::pair<int, std::string>{1, "spec 1.3"});
    CHECK(error_of("setup A: LG Rv1\n1. A: -\n") == std::pair<int, std::string>{2, "2.1"});
    CHECK(error_of("setup A: LG Rv1\n") == std::pair<int, std::string>{1, "2.1"});
    CHECK(error_of("[A \"x\"]\n{ never closed\n\n") == std::pair<int, std::string>{2, "spec 1"});
    CHECK(error_of("{ a { b }\n") == std::pair<int, std::string>{1, "spec 1"});
    CHECK(error_of("\n\n# nothing\n") == std::pair<int, std::string>{1, "2.1"});
}

TEST_CASE("a record error's message reads LINE: message [rule]")
{
    try {
        parse_record("[Rules \"2.6.1\"]\n" + kSetups + "1. A: Yq3\n");
        FAIL("no error");
    } catch (const RecordError& e) {
        CHECK(std::string(e.what()) ==
              "4: 'Yq3' is not a cell: the letter must be one of v w x y z [11.4.2]");
    }
}

TEST_CASE("control bytes in a record's tokens are shown escaped, and the message is whole [spec 1, 11.5]")
{
    const std::string head = "[Rules \"2.6.1\"]\n" + kSetups;
    for (const auto& [line, shown] : std::vector<std::pair<std::string, std::string>>{
             {std::string("1. A: Gx") + '\0' + "3 Rv1\n", "'Gx\\x003' is not an action"},
             {std::string("1. A: Y\x01" "3\n"), "'Y\\x013' is not"},
             {std::string("1. A: bRv1\x7F" "Rv3\n"), "'bRv1\\x7FRv3': a beam firing is b and its two end cells"},
             // Bytes that are not UTF-8 (a binary file) are escaped too; UTF-8 stays as written.
             {std::string("1. A: \x89PNG\n"), "'\\x89PNG' is not an action"},
             {std::string("1. A: R\xC3\xABx\n"), "'R\xC3\xABx' is not an action"}}) {
        try {
            parse_record(head + line + "1. B: -\n");
            FAIL("no error for " << shown);
        } catch (const RecordError& e) {
            const std::string what = e.what();
            CHECK(what.rfind("4: " + shown, 0) == 0);
            CHECK(what.find('\0') == std::string::npos);
            CHECK(what.back() == ']'); // the whole message, rule and all
        }
    }
}

TEST_CASE("a record's comments are written as # lines, one line each, and skipped when read [spec 1]")
{
    Record r = parse_record(spec_example());
    r.games[0].comments = {"Alice: good luck", "Bob: two\nlines"};
    const std::string text = write_record(r);
    CHECK(text.find("# Alice: good luck\n") != std::string::npos);
    CHECK(text.find("# Bob: two lines\n") != std::string::npos);
    const Record back = parse_record(text);
    CHECK(back.games[0].turns.size() == 2);
    CHECK(write_ships(back.games[0].setup[1].ships) == write_ships(r.games[0].setup[1].ships));
}

TEST_CASE("a game won on time whose loser never revealed its fleet reads, writes back and is refereed as such [1.4.1, issue 25]")
{
    const std::string text = std::string("[Rules \"2.6.1\"]\n[TimeControl \"60\"]\n[Result \"A wins on time\"]\n\nsetup A: ") +
                             test::kSpecSetupA + "\n# B's fleet was never revealed\n";
    const Record r = parse_record(text);
    REQUIRE(r.games.size() == 1);
    CHECK(r.games[0].unrevealed() == Player::B);
    CHECK(r.games[0].setup[0].ships.size() == 5);
    CHECK(r.games[0].turns.empty());
    const std::string written = write_record(r);
    CHECK(written.find("setup B:") == std::string::npos);
    CHECK(parse_record(written).games[0].unrevealed() == Player::B);
    const RefereedMatch m = referee(r);
    REQUIRE(m.games.size() == 1);
    CHECK(m.games[0].unrevealed == Player::B);
    CHECK(!m.games[0].end.terminated);
    CHECK(m.games[0].turns.empty());
    // It cannot be played through, and says why.
    try {
        (void)Session::replay(r.games[0]);
        FAIL("replayed");
    } catch (const RecordError& e) {
        CHECK(e.problems().front().rule == "1.4.1");
        CHECK(std::string(e.what()).find("never revealed") != std::string::npos);
    }
    // Only the loser's line may be missing, only with such a result, and with no turns.
    CHECK(error_of(std::string("[Result \"B wins on time\"]\n\nsetup A: ") + test::kSpecSetupA + "\n").second == "2.1");
    CHECK(error_of(std::string("[Result \"A wins 3-0 [2.3.1]\"]\n\nsetup A: ") + test::kSpecSetupA + "\n").second == "2.1");
    CHECK(error_of(text + "\n1. A: Rv1\n1. B: Rv2\n").first > 0);
}
