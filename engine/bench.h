// The bench signature, as Stockfish's `bench`: a fixed set of seeded bot games, every
// pairing of the built-in bots (standard fleets and cost-24 fleets [3.7.1]), whose
// records are digested into one number. Any change to the rules or the bots that changes
// play changes the digest; a change that should not (a refactoring, a faster data
// structure) must leave it as it was. `spaceships-cli bench` prints it.
#pragma once

#include <cstdint>
#include <string>

namespace ss {

struct BenchResult {
    int games = 0;
    int turns = 0;
    std::uint64_t digest = 0; // FNV-1a over every game's record, in order
    double seconds = 0;
};

BenchResult run_bench();

// The digest as 16 hexadecimal digits.
std::string to_hex(std::uint64_t digest);

} // namespace ss
