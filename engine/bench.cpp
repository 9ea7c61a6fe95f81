#include "bench.h"

#include "bots/bot_list.h"

#include "tournament.h"

#include <array>
#include <chrono>
#include <cstdio>

namespace ss {

namespace {

// FNV-1a, 64 bits.
void digest_into(std::uint64_t& h, const std::string& text)
{
    for (unsigned char c : text) {
        h ^= c;
        h *= 0x100000001B3ULL;
    }
}

} // namespace

BenchResult run_bench()
{
    const auto t0 = std::chrono::steady_clock::now();
    BenchResult r;
    r.digest = 0xCBF29CE484222325ULL;
    const std::array<const char*, 4> bots{"random", "hunter", "density", "sampler"};
    struct Pairing {
        const char* a;
        const char* b;
        FleetRule rule;
    };
    std::vector<Pairing> pairings;
    for (std::size_t i = 0; i < bots.size(); ++i)
        for (std::size_t j = i + 1; j < bots.size(); ++j)
            pairings.push_back({bots[i], bots[j], FleetRule::standard()});
    pairings.push_back({"density", "sampler", FleetRule::with_cost(24)});
    pairings.push_back({"hunter", "sampler", FleetRule::with_cost(24)});
    std::uint64_t seed = 2026;
    for (const Pairing& p : pairings) {
        // The default time budget's sample count (20,000 a turn), drawn whatever the clock
        // says: the digest is the same on a slow machine or under the sanitizers.
        const auto bot = [](const char* name) { return std::string(name) == "sampler" ? make_sampler_bot(20'000) : make_bot(name); };
        run_tournament([&] { return bot(p.a); }, [&] { return bot(p.b); }, 2, seed++, p.rule, 1000,
                       [&](int, const BotGame& game) {
                           ++r.games;
                           r.turns += game.turns;
                           digest_into(r.digest, write_record(Record{{game.record}}));
                       });
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
}

std::string to_hex(std::uint64_t digest)
{
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(digest));
    return text;
}

} // namespace ss
