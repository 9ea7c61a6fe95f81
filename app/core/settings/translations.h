// The game in the player's language: the translations compiled into the program (German
// for now, English being the source), installed at start and switched while it runs.
#pragma once

#include <QString>
#include <QStringList>

namespace ss::app {

// The languages there are translations for, as codes ("de"); English is always there.
QStringList translated_languages();
// Installs the translation for `code` ("" for the system's language, "en" for none) on the
// application, replacing the one installed before; false if there is none for it (English
// is used then). Retranslates the QML engines registered with retranslate_on_change().
bool install_language(const QString& code);
// The language in use ("en" or a code of translated_languages()).
QString current_language();

// Rule numbers in the texts ("… burns it out [8.2.4]"), shown by default. Hidden, every
// translated text loses its bracketed rule numbers (a filter over the translations, kept
// on top of them when the language changes); a refusal still cites its rule, which is
// added to the text after it is translated (rulings.h). Playtests 27 and 28 found them
// everywhere.
void set_rule_numbers_shown(bool shown);
// The text without its bracketed rule numbers: "ends [2.3.2]: unless" -> "ends: unless".
QString without_rule_numbers(const QString& text);
// The text as styled text (Text.StyledText), its bracketed rule numbers in `colour`: shown,
// but after the words (playtest 43: "rule numbers everywhere").
QString with_rule_numbers_dimmed(const QString& text, const QString& colour);
// " [rules]" to end a text with, or "" while rule numbers are hidden: for a text whose rule is
// an argument (a placeholder in brackets, "[%3]", would be taken away with them, and its
// argument left over: playtest 38's "QString::arg: Argument missing").
QString cited(const QString& rules);

} // namespace ss::app
