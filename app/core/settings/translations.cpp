#include "translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTranslator>

#include <cstring>
#include <memory>

namespace ss::app {

namespace {

// The translations installed now: the game's, and Qt's own for its standard texts (the
// buttons of a standard dialog), when the system has them.
std::unique_ptr<QTranslator>& game_translator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}
std::unique_ptr<QTranslator>& qt_translator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}
QString& current()
{
    static QString code = "en";
    return code;
}

// Asked before the game's translation: a text that cites rules comes back without them,
// in the language in use; any other is left to the translations under it.
class RuleNumberFilter final : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override
    {
        if (!source || !std::strchr(source, '['))
            return {};
        QString text = game_translator() ? game_translator()->translate(context, source, disambiguation, n) : QString();
        if (text.isEmpty())
            text = QString::fromUtf8(source);
        const QString stripped = without_rule_numbers(text);
        return stripped == text ? QString() : stripped;
    }
};

std::unique_ptr<QTranslator>& rule_filter()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}
bool& numbers_shown()
{
    static bool shown = true;
    return shown;
}

// (installed last, so asked first: QCoreApplication asks the newest translator first)
void place_rule_filter()
{
    if (rule_filter())
        QCoreApplication::removeTranslator(rule_filter().get());
    if (numbers_shown()) {
        rule_filter().reset();
        return;
    }
    if (!rule_filter())
        rule_filter() = std::make_unique<RuleNumberFilter>();
    QCoreApplication::installTranslator(rule_filter().get());
}

// The code for "" (the system's first translated UI language, or English).
QString resolved(const QString& code)
{
    if (!code.isEmpty())
        return code;
    const QStringList available = translated_languages();
    for (const QString& wanted : QLocale::system().uiLanguages()) {
        const QString language = wanted.section('-', 0, 0).section('_', 0, 0).toLower();
        if (language == "en")
            return "en";
        if (available.contains(language))
            return language;
    }
    return "en";
}

} // namespace

QStringList translated_languages()
{
    QStringList codes;
    for (const QString& file : QDir(":/i18n").entryList({"spaceships_*.qm"}, QDir::Files, QDir::Name))
        codes << file.mid(11, file.size() - 11 - 3);
    return codes;
}

bool install_language(const QString& code)
{
    const QString language = resolved(code);
    for (auto* t : {&game_translator(), &qt_translator()})
        if (*t) {
            QCoreApplication::removeTranslator(t->get());
            t->reset();
        }
    current() = "en";
    place_rule_filter();
    // Dates and numbers in the language of the words (tenth playtest: "25 Nov 2026" in German).
    QLocale::setDefault(language == "en" ? QLocale(QLocale::English, QLocale::UnitedKingdom) : QLocale(language));
    if (language == "en")
        return true;
    auto game = std::make_unique<QTranslator>();
    if (!game->load(":/i18n/spaceships_" + language + ".qm"))
        return false;
    QCoreApplication::installTranslator(game.get());
    game_translator() = std::move(game);
    auto qt = std::make_unique<QTranslator>();
    if (qt->load("qtbase_" + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        qt_translator() = std::move(qt);
    }
    current() = language;
    place_rule_filter();
    return true;
}

QString current_language() { return current(); }

void set_rule_numbers_shown(bool shown)
{
    numbers_shown() = shown;
    place_rule_filter();
}

QString cited(const QString& rules) { return numbers_shown() ? " [" + rules + "]" : QString(); }

namespace {
// A reference: "8.2.4", "%3", "D4", "classic 6.1.3", "spec 1"; a list of them, as
// "[2.3.3, 2.3.5]", "[4.5, 8.1.3]", "[C4–C17]"; with the space before it (captured apart).
const QRegularExpression& rule_reference()
{
    static const QRegularExpression reference(
        QStringLiteral(R"((\s*)(\[(?:(?:classic|spec)\s+)?(?:%\d+|[A-Z]?\d+(?:\.\d+)*)(?:\s*(?:,|;|/|–|-|and|und)\s*(?:(?:classic|spec)\s+)?(?:%\d+|[A-Z]?\d+(?:\.\d+)*))*\]))"));
    return reference;
}
} // namespace

QString without_rule_numbers(const QString& text)
{
    QString out = text;
    out.remove(rule_reference());
    return out;
}

QString with_rule_numbers_dimmed(const QString& text, const QString& colour)
{
    QString out = text.toHtmlEscaped();
    out.replace(rule_reference(), QStringLiteral("\\1<font color=\"%1\">\\2</font>").arg(colour));
    return out.replace('\n', QStringLiteral("<br>"));
}

} // namespace ss::app
