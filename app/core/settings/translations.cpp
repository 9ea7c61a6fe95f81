#include "translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

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
    return true;
}

QString current_language() { return current(); }

} // namespace ss::app
