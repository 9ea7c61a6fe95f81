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

} // namespace ss::app
