#include "preferences.h"

#include <algorithm>

#include "record.h"
#include "record_seal.h"

#include <QFileInfo>
#include <QSettings>

namespace ss::app {

namespace {

int int_or(const QSettings& s, const char* key, int fallback)
{
    bool ok = false;
    const int v = s.value(key).toInt(&ok);
    return ok ? v : fallback;
}

} // namespace

Preferences load_preferences()
{
    QSettings s;
    Preferences p;
    p.difficulty = int_or(s, "game/difficulty", -1);
    p.levels = int_or(s, "game/levels", 4);
    p.mode = int_or(s, "game/mode", -1);
    p.watched = {int_or(s, "game/watchedA", -1), int_or(s, "game/watchedB", -1)};
    p.names = {s.value("game/nameA").toString().left(40), s.value("game/nameB").toString().left(40)};
    p.cost_fleet = s.value("setup/costFleet", false).toBool();
    p.rules = s.value("setup/rules", "2.6.1").toString();
    if (!ruleset_named(p.rules.toStdString()))
        p.rules = "2.6.1";
    p.ask_unused = s.value("game/askUnused", true).toBool();
    p.clock = std::clamp(int_or(s, "game/clock", 0), 0, 3600);
    p.guided = s.value("game/guided", true).toBool();
    p.match = qRound(s.value("game/match", 0).toDouble());
    p.match_games = qRound(s.value("game/matchGames", 3).toDouble());
    const std::string layout = s.value("setup/layout").toString().toStdString();
    if (!layout.empty()) {
        try {
            p.layout = parse_ships(layout, 1, *ruleset_named(p.rules.toStdString()));
        } catch (const RecordError&) {
            // A damaged setting: no layout.
        }
    }
    p.unfinished = s.value("game/unfinishedGames").toStringList();
    const QString last = s.value("game/unfinished").toString(); // as saved before there could be several
    if (!last.isEmpty() && !p.unfinished.contains(last))
        p.unfinished.prepend(last);
    const QSize window = s.value("window/size").toSize();
    if (window.width() >= 200 && window.height() >= 200 && window.width() <= 20000 && window.height() <= 20000)
        p.window = window;
    return p;
}

void save_preferences(const Preferences& p)
{
    QSettings s;
    s.setValue("game/difficulty", p.difficulty);
    s.setValue("game/levels", p.levels);
    s.setValue("game/mode", p.mode);
    s.setValue("game/watchedA", p.watched[0]);
    s.setValue("game/watchedB", p.watched[1]);
    s.setValue("game/nameA", p.names[0]);
    s.setValue("game/nameB", p.names[1]);
    s.setValue("setup/costFleet", p.cost_fleet);
    s.setValue("setup/rules", p.rules);
    s.setValue("setup/layout", QString::fromStdString(write_ships(p.layout)));
}

void save_unfinished(const QStringList& paths)
{
    QSettings s;
    s.remove("game/unfinished");
    s.setValue("game/unfinishedGames", paths);
}

void save_window_size(QSize size) { QSettings().setValue("window/size", size); }

void save_ask_unused(bool ask) { QSettings().setValue("game/askUnused", ask); }

void save_clock(int seconds) { QSettings().setValue("game/clock", seconds); }

void save_draft(const QString& record, int turn, const QString& text)
{
    QSettings s;
    if (text.isEmpty() && s.value("draft/record").toString() != record)
        return; // (nothing of this game's to clear)
    s.setValue("draft/record", record);
    s.setValue("draft/turn", turn);
    s.setValue("draft/actions", text);
}

QString load_draft(const QString& record, int turn)
{
    QSettings s;
    const bool ours = s.value("draft/record").toString() == record && s.value("draft/turn").toInt() == turn;
    return ours ? s.value("draft/actions").toString() : QString();
}

void save_setting(const QString& key, bool value) { QSettings().setValue(key, value); }

void save_setting(const QString& key, double value) { QSettings().setValue(key, value); }

QByteArray seal_key()
{
    QSettings s;
    QByteArray key = QByteArray::fromBase64(s.value("fairplay/sealKey").toByteArray());
    if (key.size() != 32) {
        key = new_seal_key();
        s.setValue("fairplay/sealKey", key.toBase64());
        s.sync();
    }
    return key;
}

} // namespace ss::app
