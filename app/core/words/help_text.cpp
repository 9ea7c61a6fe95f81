#include "help_text.h"

#include "app_settings.h"
#include "rule_words.h"
#include "translations.h"

#include <QFile>

namespace ss::app {

HelpText::HelpText(QObject* parent) : QObject(parent)
{
    connect(AppSettings::instance(), &AppSettings::languageChanged, this, &HelpText::changed);
}

QString HelpText::howToPlay(const QString& rules)
{
    const QString name = rules == "classic" ? "how-to-play-classic" : "how-to-play";
    QFile translated(":/docs/" + name + "." + current_language() + ".md");
    QFile file(":/docs/" + name + ".md");
    QFile& guide = current_language() != "en" && translated.exists() ? translated : file;
    if (!guide.open(QIODevice::ReadOnly))
        return tr("The guide is missing from this build.");
    return QString::fromUtf8(guide.readAll());
}

QString HelpText::explain(const QString& text) const { return rules_ == "classic" ? QString() : explain_rules(text); }

QString HelpText::plain(const QString& text) const { return without_rule_numbers(text); }

QString HelpText::dimmed(const QString& text, const QString& colour) const { return with_rule_numbers_dimmed(text, colour); }

QString HelpText::cite(const QString& rules) const { return cited(rules); }

} // namespace ss::app
