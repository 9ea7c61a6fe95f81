// The end of a game in words [2.3]: who won, the score and the rule that ended it, with
// the players named as the reader knows them ("You", "Alice", "Admiral").
#pragma once

#include "game.h"
#include "session.h"

#include <QString>

#include <array>
#include <optional>

namespace ss::app {

struct EndSummary {
    QString result; // "You win", "Alice wins", "Draw"
    QString score;  // "You 4 – 8 Admiral"
    QString reason; // "Your fleet is destroyed, so the game ends [2.3.1]; …"
    QString cause;  // the reason without how the score is counted, short: "Your fleet is destroyed, so the game ends [2.3.1]"
};

// `names` are A's and B's names as the reader should read them ("You" for the reader).
EndSummary summarise_end(const Game& game, const std::array<QString, 2>& names);
// The end of the session's game, or its forfeit.
EndSummary summarise(const Session& session, const std::array<QString, 2>& names);
// The turn that decided the game: `chosen` when given (the judge's largest swing in the
// chance of winning, game_judge.h), else the one with the largest swing in materiel (the
// cells each side lost), in words: "Turn 4: You hit 5 cells and destroyed their death
// star. …", from the reader's knowledge; "" before any turn. `seen` is the reader's and
// the opponent's name.
struct DecisiveTurn {
    int turn = 0; // 0: none
    QString text;
};
DecisiveTurn decisive_turn(const Knowledge& knowledge, const std::array<QString, 2>& seen, int chosen = 0);
// A forfeit: the loser broke a rule or gave no answer.
EndSummary summarise_forfeit(const Game& game, const std::array<QString, 2>& names, Player loser,
                             const QString& why);

} // namespace ss::app
