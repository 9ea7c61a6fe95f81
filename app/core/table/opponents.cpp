#include "opponents.h"

#include <QCoreApplication>
#include <QObject>

#include "bots/bot.h"

namespace ss::app {

const std::vector<Level>& levels()
{
    static const std::vector<Level> all = [] {
        std::vector<Level> out{{"Practice", "random"}};
        for (const Difficulty& d : difficulties())
            out.push_back({QString::fromUtf8(d.label.data(), static_cast<qsizetype>(d.label.size())), std::string(d.bot)});
        return out;
    }();
    return all;
}

QString level_name(const QString& label)
{
    // The levels' names as the records keep them (English), shown in the player's language.
    static const char* const names[] = {QT_TRANSLATE_NOOP("Levels", "Practice"), QT_TRANSLATE_NOOP("Levels", "Cadet"),
                                        QT_TRANSLATE_NOOP("Levels", "Captain"), QT_TRANSLATE_NOOP("Levels", "Commodore"),
                                        QT_TRANSLATE_NOOP("Levels", "Admiral")};
    for (const char* name : names)
        if (label == QLatin1String(name))
            return QCoreApplication::translate("Levels", name);
    return label;
}

QStringList level_labels()
{
    QStringList out;
    for (const Level& l : levels())
        out << level_name(l.label);
    return out;
}

QStringList level_descriptions()
{
    // The strengths are measured: docs/benchmarks.md (2,000-game tournaments).
    QStringList out;
    for (const Level& l : levels()) {
        if (l.bot == "random")
            // (playtest 28: "any plan beats it", yet its random beams and missiles hit most turns)
            out << QObject::tr("Practice: fires every weapon at random cells and never aims, so it still hits now and then — "
                               "for learning the weapons. A plan beats it.");
        else if (l.bot == "hunter")
            out << QObject::tr("Cadet: strikes in a checkerboard pattern until it hits, then hunts around its hits, with every weapon it has. Beatable by a careful beginner.");
        else if (l.bot == "hider") // (the density bot's aim with the Admiral's setup: playtests 37 and 38 found the density bot weak)
            out << QObject::tr("Captain: aims where most fleet layouts still fit what it knows, uses every weapon, and hides its "
                               "own fleet where such aimers look last; it never learns where you hide yours. It beats Cadet 7 games in 10.");
        else if (l.bot == "commodore")
            out << QObject::tr("Commodore: the Admiral's aim on a few dozen fleets that fit all it has seen instead of thousands; it "
                               "learns where you like to hide your ships and hides its own as well. It beats Captain 7 games in 10.");
        else if (l.bot == "admiral")
            out << QObject::tr("Admiral: hides its fleet where aimers look last, and fires where thousands of fleets that fit "
                               "all it has seen agree. It beats Commodore 6 games in 10, and Captain 8 in 10.");
        else
            out << l.label;
    }
    return out;
}

int level_index(const std::string& label)
{
    for (std::size_t i = 0; i < levels().size(); ++i)
        if (levels()[i].label.toStdString() == label)
            return static_cast<int>(i);
    return -1;
}

QString bot_label(const std::string& bot, const std::string& level)
{
    const QString name = QString::fromStdString(bot);
    if (!level.empty()) { // "Captain": a level's own bot goes by the level's name alone
        const int at = level_index(level);
        // (Practice is no name: "Practice bot's space", fifth playtest)
        const QString shown = level == "Practice" ? QObject::tr("Practice bot") : level_name(QString::fromStdString(level));
        return at >= 0 && levels()[static_cast<std::size_t>(at)].bot == bot ? shown : QString("%1 (%2)").arg(shown, name);
    }
    return QObject::tr("%1 bot").arg(name.left(1).toUpper() + name.mid(1));
}

std::string bot_tag(const std::string& bot, const std::string& level)
{
    return "Bot: " + bot + (level.empty() ? std::string() : " (" + level + ")");
}

TaggedPlayer player_of_tag(const std::string& tag)
{
    if (tag.rfind("Bot: ", 0) != 0)
        return {false, tag, {}};
    TaggedPlayer p{true, tag.substr(5), {}};
    const std::size_t open = p.name.find(" (");
    if (open != std::string::npos && p.name.back() == ')') {
        p.level = p.name.substr(open + 2, p.name.size() - open - 3);
        p.name.resize(open);
    }
    return p;
}

} // namespace ss::app
