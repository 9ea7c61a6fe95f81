#include "saved_games.h"

#include "referee.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSettings>
#include <QUrl>

namespace ss::app {

bool save_record_file(const QString& path, const Record& record)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const std::string text = write_record(record);
    file.write(text.data(), static_cast<qint64>(text.size()));
    return file.commit();
}

std::string bot_tag(const std::string& bot, const std::string& level)
{
    return "Bot: " + bot + (level.empty() ? std::string() : " (" + level + ")");
}

std::optional<SavedGame> load_saved_game(const QString& where, QString* error)
{
    const QUrl url(where);
    const QString path = url.isLocalFile() ? url.toLocalFile() : where;
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly)) {
        *error = QObject::tr("Cannot open %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    SavedGame saved;
    try {
        saved.record = parse_record(file.readAll().toStdString());
        if (saved.record.games.size() != 1)
            throw RecordError(saved.record.games[1].first_line,
                              "a saved game holds one game, and this record holds a match", "1.1");
        referee(saved.record); // every rule, with the line that breaks it
    } catch (const RecordError& e) {
        *error = name + ":" + QString::fromStdString(e.what()).replace("\n", "\n" + name + ":");
        return std::nullopt;
    }
    const std::string b = saved.record.games[0].tag("B");
    if (b.rfind("Bot: ", 0) == 0) {
        const std::size_t open = b.find(" (", 5);
        saved.bot = b.substr(5, open == std::string::npos ? std::string::npos : open - 5);
        if (open != std::string::npos && b.back() == ')')
            saved.level = b.substr(open + 2, b.size() - open - 3);
    }
    return saved;
}

ReplayedGame replay_game(const GameRecord& record, int turns)
{
    ReplayedGame out;
    out.game = std::make_unique<Game>(make_fleet(record.setup[0].ships), make_fleet(record.setup[1].ships));
    out.player.emplace(Player::A, out.game->space(Player::A).fleet);
    out.bot.emplace(Player::B, out.game->space(Player::B).fleet);
    const int n = turns < 0 ? static_cast<int>(record.turns.size()) : std::min<int>(turns, record.turns.size());
    TurnReport report;
    for (int t = 0; t < n; ++t) {
        out.game->play(record.turns[t][0].actions, record.turns[t][1].actions, report); // refereed: legal
        out.player->learn(view_of(*out.game, report, Player::A));
        out.bot->learn(view_of(*out.game, report, Player::B));
    }
    return out;
}

Preferences load_preferences()
{
    QSettings s;
    Preferences p;
    bool ok = false;
    p.difficulty = s.value("game/difficulty").toInt(&ok);
    if (!ok)
        p.difficulty = -1;
    p.cost_fleet = s.value("setup/costFleet", false).toBool();
    const std::string layout = s.value("setup/layout").toString().toStdString();
    if (!layout.empty()) {
        try {
            p.layout = parse_ships(layout, 1);
        } catch (const RecordError&) {
            // A damaged setting: no layout.
        }
    }
    const QString unfinished = s.value("game/unfinished").toString();
    if (!unfinished.isEmpty() && QFileInfo::exists(unfinished))
        p.unfinished = unfinished;
    const QSize window = s.value("window/size").toSize();
    if (window.width() >= 200 && window.height() >= 200 && window.width() <= 20000 && window.height() <= 20000)
        p.window = window;
    return p;
}

void save_preferences(int difficulty, bool cost_fleet, const std::vector<ShipSpec>& layout)
{
    QSettings s;
    s.setValue("game/difficulty", difficulty);
    s.setValue("setup/costFleet", cost_fleet);
    s.setValue("setup/layout", QString::fromStdString(write_ships(layout)));
}

void save_unfinished(const QString& path) { QSettings().setValue("game/unfinished", path); }

void save_window_size(QSize size) { QSettings().setValue("window/size", size); }

} // namespace ss::app
