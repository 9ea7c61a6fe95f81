#include "game_options.h"

#include <QSettings>

#include <algorithm>

#include "bot_seat.h"
#include "human_seat.h"
#include "opponents.h"
#include "preferences.h"
#include "record_files.h"
#include "referee.h"
#include "setup_controller.h"
#include "shown_seat.h"

#include <QFileInfo>

namespace ss::app {

void GameOptions::setMode(Mode mode)
{
    if (mode == mode_)
        return;
    mode_ = mode;
    emit changed();
}

QStringList GameOptions::difficulties() const { return level_labels(); }

QStringList GameOptions::difficultyDescriptions() const { return level_descriptions(); }

void GameOptions::set_level(int& which, int level)
{
    if (level < 0 || level >= static_cast<int>(levels().size()) || level == which)
        return;
    which = level;
    if (&which == &difficulty_) // kept at once (the Settings dialog has no Start)
        QSettings().setValue("game/difficulty", level);
    emit changed();
}

void GameOptions::set_name(QString& which, const QString& name)
{
    if (name.left(40) == which)
        return;
    which = name.left(40);
    emit changed();
}

void GameOptions::setAskUnused(bool ask)
{
    if (ask == ask_unused_)
        return;
    ask_unused_ = ask;
    save_ask_unused(ask);
    emit changed();
}

void GameOptions::setClock(int seconds)
{
    seconds = std::clamp(seconds, 0, 3600);
    if (seconds == clock_)
        return;
    clock_ = seconds;
    save_clock(seconds);
    emit changed();
}

void GameOptions::setGuided(bool guided)
{
    if (guided == guided_)
        return;
    guided_ = guided;
    save_setting("game/guided", guided);
    emit changed();
}

void GameOptions::restoreDefaults()
{
    const GameOptions defaults;
    setDifficulty(defaults.difficulty_);
    setAskUnused(defaults.ask_unused_);
}

void GameOptions::setMatchKind(MatchKind kind)
{
    if (kind == match_kind_)
        return;
    match_kind_ = kind;
    save_setting("game/match", static_cast<double>(kind));
    emit changed();
}

void GameOptions::setMatchGames(int games)
{
    games = std::clamp(games, 2, 9);
    if (games == match_games_)
        return;
    match_games_ = games;
    save_setting("game/matchGames", static_cast<double>(games));
    emit changed();
}

void GameOptions::setBotOverride(const QString& name)
{
    bot_override_ = name.toStdString();
    emit changed();
}

namespace {

// Two bots of one name are told apart by their letters: "Captain (A)" against "Captain (B)".
void letter_namesakes(const std::array<Seat*, 2>& seats)
{
    auto* a = qobject_cast<BotSeat*>(seats[0]);
    auto* b = qobject_cast<BotSeat*>(seats[1]);
    if (a && b && a->name() == b->name()) {
        a->setLettered(true);
        b->setLettered(true);
    }
}

} // namespace

Seat* GameOptions::bot(Player p, int level) const
{
    if (!bot_override_.empty())
        return BotSeat::make(p, bot_override_, "");
    return BotSeat::make(p, levels()[level].bot, levels()[level].label.toStdString());
}

std::optional<std::array<Seat*, 2>> GameOptions::seats(QString* error) const
{
    const auto person = [this](Player p, const QString& fallback) {
        const QString name = names_[index_of(p)].trimmed();
        return new HumanSeat(p, name.isEmpty() ? fallback : name);
    };
    if (mode_ == Mode::Network) { // seated once the other side has answered (network_play.h)
        *error = tr("Host a network game or join one first");
        return std::nullopt;
    }
    std::array<Seat*, 2> out{};
    if (mode_ == Mode::AgainstBot)
        out = {person(Player::A, tr("Player")), bot(Player::B, difficulty_)};
    else if (mode_ == Mode::TwoPlayers)
        out = {person(Player::A, tr("Player 1")), person(Player::B, tr("Player 2"))};
    else
        out = {bot(Player::A, watched_[0]), bot(Player::B, watched_[1])};
    if (out[0] && out[1]) {
        letter_namesakes(out);
        return out;
    }
    delete out[0];
    delete out[1];
    *error = tr("There is no bot called \"%1\"").arg(botOverride());
    return std::nullopt;
}

std::array<Seat*, 2> GameOptions::seats_of(GameRecord& g, bool finished, const QString& file, bool* replaced) const
{
    std::array<Seat*, 2> out{};
    for (Player p : {Player::A, Player::B}) {
        const char* key = p == Player::A ? "A" : "B";
        const std::string tag = g.tag(key, key);
        const TaggedPlayer who = player_of_tag(tag);
        Seat* seat = who.bot ? static_cast<Seat*>(BotSeat::make(p, who.name, who.level)) : new HumanSeat(p, QString::fromStdString(who.name));
        if (!seat && finished)
            seat = new ShownSeat(p, tag); // named by its tag, never asked
        if (!seat) {
            const Level& level = levels()[difficulty_];
            auto* substitute = BotSeat::make(p, level.bot, level.label.toStdString());
            const std::string played = g.turns.empty() ? "the setups" : "turns 1-" + std::to_string(g.turns.size());
            g.set_tag("Continued", played + " against " + tag + ", from " + file.toStdString());
            g.set_tag(key, substitute->tag());
            *replaced = true;
            seat = substitute;
        }
        out[index_of(p)] = seat;
    }
    letter_namesakes(out);
    return out;
}

std::optional<OpenedGame> GameOptions::open(const QString& where, QString* error) const
{
    RefereedMatch refereed;
    std::optional<Record> record = load_record_file(where, error, &refereed);
    if (!record)
        return std::nullopt;
    OpenedGame out;
    out.path = local_path(where);
    for (const RefereedGame& g : refereed.games)
        out.ends.push_back(g.end);
    // The players are the first game's [A] and [B] [9.1, 10.1]; the game shown or played
    // on is the last, under each player's fleet rule [10.3].
    const std::size_t last = record->games.size() - 1;
    const RefereedGame& r = refereed.games[last];
    std::array<FleetRule, 2> rules{r.fleet_rule, r.fleet_rule};
    for (int p = 0; p < 2; ++p) {
        rules[p].additional = r.additional[p];
        rules[p].continued = refereed.kind == ss::MatchKind::Continued && last > 0;
    }
    out.session = std::make_unique<Session>(Session::replay(record->games[last], -1, rules));
    // A game ended by a forfeit (a resignation, a program's illegal action) stays ended.
    restore_forfeit(*out.session, record->games[last]);
    out.seats = seats_of(record->games[0], out.session->over(), QFileInfo(out.path).fileName(), &out.replaced);
    if (last > 0) // the players' tags of the game played on say the same
        for (const char* tag : {"A", "B", "Continued"})
            if (const std::string v = record->games[0].tag(tag); !v.empty())
                record->games[last].set_tag(tag, v);
    out.session->record() = record->games[last];
    out.record = std::move(*record);
    return out;
}

GameOptions::Mode GameOptions::mode_of(const std::array<Seat*, 2>& seats)
{
    if (seats[0]->kind() == Seat::Kind::Remote || seats[1]->kind() == Seat::Kind::Remote)
        return Mode::Network;
    if (seats[0]->human() && seats[1]->human())
        return Mode::TwoPlayers;
    return seats[0]->human() || seats[1]->human() ? Mode::AgainstBot : Mode::WatchBots;
}

namespace {

// A level kept by its index among `kept` levels, as an index among today's: the four of
// old (no Commodore) by their names.
int level_now(int index, int kept)
{
    static const char* const four[] = {"Practice", "Cadet", "Captain", "Admiral"};
    if (kept != 4 || index < 0 || index >= 4 || levels().size() == 4)
        return index;
    return level_index(four[index]);
}

} // namespace

void GameOptions::restore(const Preferences& p)
{
    setDifficulty(level_now(p.difficulty, p.levels));
    if (p.difficulty < 0 && p.guided) // a new player's first game, guided, against the gentlest level (playtest 34 lost it 0-6 to Cadet)
        setDifficulty(0);
    if (p.mode >= 0 && p.mode <= static_cast<int>(Mode::Network))
        setMode(Mode(p.mode));
    setWatchedA(level_now(p.watched[0], p.levels));
    setWatchedB(level_now(p.watched[1], p.levels));
    setNameA(p.names[0]);
    setNameB(p.names[1]);
    ask_unused_ = p.ask_unused;
    clock_ = p.clock;
    guided_ = p.guided;
    if (p.match >= 0 && p.match <= static_cast<int>(MatchKind::Continued))
        match_kind_ = MatchKind(p.match);
    match_games_ = std::clamp(p.match_games, 2, 9);
    emit changed();
}

void GameOptions::store(Preferences& p) const
{
    p.difficulty = difficulty_;
    p.levels = static_cast<int>(levels().size());
    p.mode = static_cast<int>(mode_);
    p.watched = watched_;
    p.names = names_;
}

QString GameOptions::start_refusal(const SetupController& setup, bool choosing, bool next_of_match) const
{
    if (!choosing && mode() == Mode::Network) // a network game is hosted or joined first
        return tr("Host a game or join one first: the game begins once the other player is connected");
    // The person's fleet goes in first (not when two bots are watched).
    if ((choosing || mode() != Mode::WatchBots) && !setup.legal())
        return tr("The fleet is not legal yet: %1").arg(setup.problems().value(0));
    if (!choosing && !next_of_match && !setup.ruleset().matches.scored && matchKind() == MatchKind::Scored)
        return tr("The classic rules have no scored match: play a single game or a continued match [7]");
    return {};
}

QString GameOptions::fitMatchTo(const SetupController* setup)
{
    if (!setup || setup->ruleset().matches.scored || matchKind() != MatchKind::Scored)
        return {};
    setMatchKind(MatchKind::Continued);
    return tr("The classic rules have no scored match [7]: the match is a continued one now.");
}

} // namespace ss::app
