#include "draft_rules.h"

#include "record.h"

#include <QObject>

namespace ss::app {

std::optional<Violation> check_draft(const Game& game, Player me, const Actions& draft)
{
    Actions padded = draft;
    int launches = 0, targets = 0;
    for (const Action& x : draft) {
        launches += x.kind == ActionKind::Missile || x.kind == ActionKind::Kamikaze;
        targets += x.kind == ActionKind::Strike;
    }
    for (int k = targets; k < launches; ++k)
        padded.push_back(Action::strike(Cell{0}));
    return game.check(me, padded);
}

std::variant<Actions, QString> add_typed(const Game& game, Player me, Actions draft, const std::string& typed)
{
    TurnRecord turn;
    try {
        turn = parse_tokens(typed, 1);
    } catch (const RecordError& e) {
        return QString::fromStdString(e.problems().front().text());
    }
    for (std::size_t i = 0; i < turn.actions.size(); ++i) {
        draft.push_back(turn.actions[i]);
        auto v = turn.actions[i].kind == ActionKind::Beam ? game.name_beam_ships(me, draft) : std::nullopt;
        if (!v)
            v = check_draft(game, me, draft);
        if (v) {
            // The ruling names its token where it is about one ("mGv1: ..."), else say which.
            const QString token = QString::fromStdString(turn.tokens[i]);
            const QString why = QString::fromStdString(v->text(Voice::you()));
            return (why.startsWith(token + ":") ? why : token + ": " + why) + QObject::tr(" (nothing was added)");
        }
    }
    return draft;
}

} // namespace ss::app
