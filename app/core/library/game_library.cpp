#include "game_library.h"

#include "file_manager.h"
#include "match.h"
#include "opponents.h"
#include "record_files.h"

#include "session.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>

namespace ss::app {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

// A forfeit as the library says it, by the players' names and in the reader's language
// (eleventh playtest: "B wins: A forfeits (left the game)", in English in German too).
QString forfeit_words(const std::string& result, const QString& a, const QString& b)
{
    const auto f = forfeit_of(result);
    if (!f)
        return qs(result);
    const QString loser = f->loser == Player::A ? a : b, winner = f->loser == Player::A ? b : a;
    if (f->reason == kOnTime) // a clock's game (issue 25)
        return QObject::tr("%1 wins on time: %2's turn did not come in time").arg(winner, loser);
    return f->reason == kLeftTheGame ? QObject::tr("%1 wins: %2 left the game").arg(winner, loser)
                                     : QObject::tr("%1 wins: %2 forfeits (%3)").arg(winner, loser, qs(f->reason));
}

QString name_of(const TaggedPlayer& who) { return who.bot ? bot_label(who.name, who.level) : qs(who.name); }

} // namespace

GameLibrary::Entry GameLibrary::read(const QString& path)
{
    Entry e;
    e.path = path;
    e.file = QFileInfo(path).fileName();
    // When it was played: from the name we give records ("2026-11-22 18.40.33.517 …"), else
    // the [Date] tag, else when the file was last written (a copy's date is not the game's).
    e.date = QDateTime::fromString(e.file.left(23), "yyyy-MM-dd HH.mm.ss.zzz");
    e.timed = e.date.isValid();
    if (!e.timed)
        e.date = QFileInfo(path).lastModified();
    QString why;
    RefereedMatch refereed;
    const std::optional<Record> record = load_record_file(path, &why, &refereed); // read and refereed once
    if (!record) {
        e.damaged = true;
        // "FILE:LINE: message [rule]", shown without the file the row already names.
        QString first = why.section('\n', 0, 0);
        if (first.startsWith(e.file + ":"))
            first = QObject::tr("line %1").arg(first.mid(e.file.size() + 1));
        e.result = QObject::tr("damaged, %1").arg(first);
        e.players = e.file;
        return e;
    }
    const GameRecord& g = record->games[0];
    if (!e.timed) {
        // ISO dates, as the game writes them; and the dotted form of earlier versions.
        QDate day = QDate::fromString(qs(g.tag("Date")), Qt::ISODate);
        if (!day.isValid())
            day = QDate::fromString(qs(g.tag("Date")), "yyyy.MM.dd");
        if (day.isValid() && day != e.date.date())
            e.date = QDateTime(day, QTime(0, 0));
    }
    const TaggedPlayer who_a = player_of_tag(g.tag("A", "A")), who_b = player_of_tag(g.tag("B", "B"));
    const QString a = name_of(who_a), b = name_of(who_b);
    e.players = QObject::tr("%1 against %2").arg(a, b);
    // The fleet rule [3.7] in words: "standard", "cost 24".
    const QString fleet = qs(g.tag("Fleet", "standard"));
    e.fleet = fleet == "standard"        ? QObject::tr("standard")
              : fleet.startsWith("cost ") ? QObject::tr("cost %1").arg(fleet.mid(5))
                                          : fleet;
    if (g.rules_tag() == "classic") // the rules, where not the current ones [12.4; classic C1]
        e.fleet = QObject::tr("classic rules, %1").arg(e.fleet);
    e.turns = static_cast<int>(g.turns.size());
    if (const std::string kind = g.tag("Match", "single"); kind != "single") { // a match [9, 10]
        Match match;
        std::vector<GameEnd> ends;
        for (const RefereedGame& r : refereed.games)
            ends.push_back(r.end);
        match.restore(*record, ends);
        e.turns = 0;
        for (const GameRecord& game : record->games)
            e.turns += static_cast<int>(game.turns.size());
        e.players += kind == "scored" ? QObject::tr(" (scored match)") : QObject::tr(" (continued match)");
        if (who_a.bot != who_b.bot) { // a person against a bot: each game finished counts
            e.bot = who_a.bot ? a : b;
            const Player person = who_a.bot ? Player::B : Player::A;
            for (std::size_t k = 0; k < refereed.games.size(); ++k)
                if (const GameEnd& end = refereed.games[k].end; end.terminated)
                    e.played.emplace_back(end.draw() ? 0 : end.winner() == person ? 1 : -1,
                                          static_cast<int>(record->games[k].turns.size()));
        }
        const bool forfeit = forfeit_of(record->games.back().tag("Result")).has_value(); // (on time too)
        e.finished = match.over() || forfeit;
        e.result = forfeit ? forfeit_words(record->games.back().tag("Result"), a, b)
                   : e.finished ? match.result({a, b})
                                : QObject::tr("unfinished: game %1 of %2")
                                      .arg(std::min(static_cast<int>(record->games.size()) +
                                                        (ends.back().terminated ? 1 : 0),
                                                    match.planned()))
                                      .arg(match.planned());
        return e;
    }
    const GameEnd& end = refereed.games[0].end;
    const std::string result_tag = g.tag("Result");
    const bool forfeit = forfeit_of(result_tag).has_value(); // a forfeit, or a win on time
    e.finished = end.terminated || forfeit;
    if (!e.finished) {
        e.result = QObject::tr("unfinished");
    } else if (forfeit) {
        e.result = forfeit_words(result_tag, a, b);
    } else {
        if (who_a.bot != who_b.bot) { // a person against a bot
            e.bot = who_a.bot ? a : b;
            const Player person = who_a.bot ? Player::B : Player::A;
            e.outcome = end.draw() ? 0 : end.winner() == person ? 1 : -1;
            e.played.emplace_back(e.outcome, e.turns);
        }
        const int w = index_of(end.winner()); // the winner's score first
        e.result = end.draw() ? QObject::tr("draw %1–%2").arg(end.score[0]).arg(end.score[1])
                              : QObject::tr("%1 wins %2–%3")
                                    .arg(end.winner() == Player::A ? a : b)
                                    .arg(end.score[w])
                                    .arg(end.score[1 - w]);
    }
    return e;
}

void GameLibrary::refresh(const QString& folder)
{
    beginResetModel();
    games_.clear();
    for (const QFileInfo& f : QDir(folder).entryInfoList({"*.ssg"}, QDir::Files))
        games_.push_back(read(f.absoluteFilePath()));
    endResetModel();
    arrange();
}

QString GameLibrary::remove(const QString& path)
{
    const auto it = std::find_if(games_.begin(), games_.end(), [&](const Entry& e) { return e.path == path; });
    if (it == games_.end())
        return tr("%1 is not in the library").arg(path);
    QFile file(path);
    if (!file.moveToTrash() && !file.remove())
        return tr("%1 could not be deleted: %2").arg(path, file.errorString());
    beginResetModel();
    games_.erase(it);
    endResetModel();
    arrange();
    return {};
}

QString GameLibrary::copy(const QString& path, const QString& where) const
{
    QString to = local_path(where);
    if (to.isEmpty())
        return tr("Choose where the copy goes");
    if (QFileInfo(to).suffix().isEmpty())
        to += ".ssg";
    if (QFileInfo(to).absoluteFilePath() == QFileInfo(path).absoluteFilePath())
        return tr("The copy must go somewhere other than the record itself");
    if (QFileInfo::exists(to))
        return tr("%1 already exists: choose another name").arg(QDir::toNativeSeparators(to));
    QDir().mkpath(QFileInfo(to).absolutePath()); // (~/Documents in a new home: ninth playtest)
    QFile file(path);
    if (!file.copy(to))
        return tr("%1 could not be copied to %2: %3").arg(path, QDir::toNativeSeparators(to), file.errorString());
    return {};
}

bool GameLibrary::reveal(const QString& path) const { return show_in_file_manager(path); }

void GameLibrary::setFilter(const QString& text)
{
    if (text == filter_)
        return;
    filter_ = text;
    arrange();
}

void GameLibrary::setSort(Sort sort)
{
    if (sort == sort_)
        return;
    sort_ = sort;
    arrange();
}

void GameLibrary::arrange()
{
    beginResetModel();
    shown_.clear();
    const QString needle = filter_.trimmed();
    // The words of the tally above the list find its games: "lost" the games lost to a bot
    // (seventh playtest: "1 lost" above, "lost" found nothing).
    const auto outcome_is = [&](const Entry& e) {
        return std::any_of(e.played.begin(), e.played.end(), [&](const std::pair<int, int>& p) {
            const QString word = p.first > 0 ? tr("won") : p.first < 0 ? tr("lost") : tr("drawn");
            return word.startsWith(needle, Qt::CaseInsensitive);
        });
    };
    for (int i = 0; i < static_cast<int>(games_.size()); ++i) {
        const Entry& e = games_[i];
        if (needle.isEmpty() || e.players.contains(needle, Qt::CaseInsensitive) ||
            e.fleet.contains(needle, Qt::CaseInsensitive) || e.result.contains(needle, Qt::CaseInsensitive) ||
            e.file.contains(needle, Qt::CaseInsensitive) || outcome_is(e))
            shown_.push_back(i);
    }
    const auto by = [this](auto key) {
        std::stable_sort(shown_.begin(), shown_.end(), [&](int x, int y) { return key(games_[x], games_[y]); });
    };
    by([](const Entry& x, const Entry& y) { return x.date > y.date; }); // newest first, and within the others
    switch (sort_) {
    case Sort::Newest:
        break;
    case Sort::Players:
        by([](const Entry& x, const Entry& y) { return x.players.compare(y.players, Qt::CaseInsensitive) < 0; });
        break;
    case Sort::Turns:
        by([](const Entry& x, const Entry& y) { return x.turns > y.turns; });
        break;
    case Sort::Result:
        by([](const Entry& x, const Entry& y) { return x.finished > y.finished; });
        break;
    }
    endResetModel();
    emit changed();
}

QVariantList GameLibrary::opponents() const
{
    struct Tally {
        QString bot;
        int games = 0, wins = 0, draws = 0, losses = 0, turns = 0;
    };
    std::vector<Tally> tallies;
    for (const int shown : shown_) { // (the games the search finds: a playtest's summary ignored it)
        const Entry& e = games_[static_cast<std::size_t>(shown)];
        if (e.bot.isEmpty())
            continue;
        auto it = std::find_if(tallies.begin(), tallies.end(), [&](const Tally& t) { return t.bot == e.bot; });
        if (it == tallies.end())
            it = tallies.insert(tallies.end(), Tally{e.bot});
        for (const auto& [outcome, turns] : e.played) {
            ++it->games;
            it->turns += turns;
            (outcome > 0 ? it->wins : outcome < 0 ? it->losses : it->draws) += 1;
        }
    }
    std::stable_sort(tallies.begin(), tallies.end(), [](const Tally& x, const Tally& y) { return x.games > y.games; });
    QVariantList out;
    for (const Tally& t : tallies)
        if (t.games > 0)
            out.push_back(QVariantMap{{"opponent", t.bot},
                                  {"games", t.games},
                                  {"wins", t.wins},
                                  {"draws", t.draws},
                                  {"losses", t.losses},
                                  {"averageTurns", static_cast<double>(t.turns) / t.games}});
    return out;
}

int GameLibrary::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : shown(); }

QVariant GameLibrary::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry& e = games_[shown_[index.row()]];
    switch (role) {
    case Qt::DisplayRole:
    case PlayersRole:
        return e.players;
    case PathRole:
        return e.path;
    case FileRole:
        return e.file;
    case DateRole:
        // (the format is the translator's: "d. MMM yyyy" in German)
        return QLocale().toString(e.date, e.timed ? QObject::tr("d MMM yyyy, HH:mm") : QObject::tr("d MMM yyyy"));
    case FleetRole:
        return e.fleet;
    case TurnsRole:
        return e.turns;
    case ResultRole:
        return e.result;
    case FinishedRole:
        return e.finished;
    case DamagedRole:
        return e.damaged;
    default:
        return {};
    }
}

QHash<int, QByteArray> GameLibrary::roleNames() const
{
    return {{PathRole, "path"},     {FileRole, "file"},   {DateRole, "date"},         {PlayersRole, "players"},
            {FleetRole, "fleet"},   {TurnsRole, "turns"}, {ResultRole, "result"},     {FinishedRole, "finished"},
            {DamagedRole, "damaged"}};
}

} // namespace ss::app
