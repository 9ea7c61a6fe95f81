// Bad input never crashes: whatever the bytes, reading and refereeing a record either
// succeeds or raises a RecordError naming a line and a rule [spec 3].
#include "random_play.h"
#include "record.h"
#include "referee.h"
#include "test_support.h"

#include <catch2/catch.hpp>


using namespace ss;

namespace {


// "" when the text is accepted or refused with a proper error; else what went wrong.
std::string misbehaviour(const std::string& text)
{
    try {
        referee(parse_record(text));
    } catch (const RecordError& e) {
        if (e.line() < 1)
            return "an error without a line";
        for (const Violation& v : e.problems())
            if (v.rule.empty() || v.message.empty())
                return "an error without a rule or message: " + std::string(e.what());
    } catch (const std::exception& e) {
        return std::string("an unexpected exception: ") + e.what();
    }
    return {};
}

std::string mutate(std::string text, Rng& rng)
{
    static const std::string alphabet = "ROYGBvwxyz12345bmks-:;.#{}[]\" \n\r\t0679ADSKCFPMHLG()";
    const int edits = 1 + uniform(rng, 4);
    for (int e = 0; e < edits && !text.empty(); ++e) {
        const std::size_t at = static_cast<std::size_t>(uniform(rng, static_cast<int>(text.size())));
        switch (uniform(rng, 5)) {
        case 0:
            text[at] = alphabet[uniform(rng, static_cast<int>(alphabet.size()))];
            break;
        case 1:
            text.insert(at, 1, alphabet[uniform(rng, static_cast<int>(alphabet.size()))]);
            break;
        case 2:
            text.erase(at, 1 + uniform(rng, 8));
            break;
        case 3:
            text.resize(at);
            break;
        default:
            text[at] = static_cast<char>(uniform(rng, 256));
            break;
        }
    }
    return text;
}

} // namespace

TEST_CASE("mutated records are accepted or refused with a line and a rule, never crash [spec 3]")
{
    const std::string base = test::spec_example_record();
    Rng rng(42);
    int refused = 0;
    for (int i = 0; i < 30000; ++i) {
        const std::string text = mutate(base, rng);
        const std::string why = misbehaviour(text);
        INFO(text);
        REQUIRE(why.empty());
        try {
            referee(parse_record(text));
        } catch (const RecordError&) {
            ++refused;
        }
    }
    CHECK(refused > 20000);
}

TEST_CASE("random bytes are refused with a line and a rule, never crash [spec 3]")
{
    Rng rng(7);
    for (int i = 0; i < 5000; ++i) {
        std::string text(static_cast<std::size_t>(uniform(rng, 400)), '\0');
        for (char& c : text)
            c = static_cast<char>(uniform(rng, 256));
        INFO(i);
        REQUIRE(misbehaviour(text).empty());
    }
}

TEST_CASE("huge numbers, long lines and odd identities are refused cleanly [spec 3]")
{
    const std::string setups = "[Fleet \"cost 1\"]\nsetup A: LG Rv1\nsetup B: LG Rv1\n";
    CHECK(misbehaviour(setups + "99999999999999999999. A: -\n").empty());
    CHECK(misbehaviour("[Fleet \"cost 99999999999\"]\nsetup A: LG Rv1\nsetup B: LG Rv1\n").empty());
    CHECK(misbehaviour("setup A: LG99999999999 Rv1\nsetup B: LG Rv1\n").empty());
    CHECK(misbehaviour(setups + "1. A: bRv1Rv3(DS99999999999)\n1. B: -\n").empty());
    CHECK(misbehaviour(setups + "1. A: " + std::string(100000, 'R') + "\n1. B: -\n").empty());
    CHECK(misbehaviour(setups + "1. A: " + std::string(1000, ' ') + "Rv1\n1. B: -\n").empty());
    CHECK(misbehaviour(std::string(100000, '{')).empty());
    CHECK(misbehaviour(std::string("setup A: LG Rv1\0\nsetup B: LG Rv1\n", 33)).empty());
}
