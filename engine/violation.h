// A broken rule: what is wrong, in words, the rule that says so, the cells concerned,
// and whose ruling it is.
//
// A ruling about one player's actions is worded for whoever reads it: the referee names
// the player ("A has 9 strikes but only 8 are available"), the turn panel speaks to them
// ("You have 9 strikes…") or names them ("Alice has…"). The message keeps the player as
// placeholders, filled in by text(voice):
//   {P}     the player as subject: "A", "you", "Alice"
//   {P's}   the player's, before a noun: "A's", "your", "Alice's"
//   {mine}  the player's, standing alone ("of A's"): "A's", "yours", "Alice's"
//   {P:}    before a token the ruling is about: "A ", "", "Alice's "
//   {has}   "has" or "have"; {s} and {es} the endings of other verbs
// The first letter of the text, and of what follows ": ", is capitalised when a
// placeholder put a lower-case word there.
#pragma once

#include "cell.h"
#include "player.h"

#include <optional>
#include <string>

namespace ss {

// How a ruling names the player it is about.
struct Voice {
    std::string name; // "A", "Alice"; empty: the reader, "you"
    static Voice referee(Player p) { return {std::string(1, name_of(p))}; }
    static Voice named(std::string name) { return {std::move(name)}; }
    static Voice you() { return {}; }
    bool second_person() const { return name.empty(); }
};

struct Violation {
    std::string message; // e.g. "death star: Yv1 touches only one other cell", or with placeholders
    std::string rule;    // e.g. "6.2.2"
    CellSet cells;       // the offending cells, for highlighting
    std::optional<Player> player; // whose actions the ruling is about, when it is about a player's

    // "message [rule]", in the referee's words.
    std::string text() const;
    // The same, naming the player as `voice` does.
    std::string text(const Voice& voice) const;
    // The message alone, worded for `voice`.
    std::string worded(const Voice& voice) const;
};

} // namespace ss
