// The in-game help: docs/how-to-play.md (the rules in our own words), built into the
// program, in the language chosen when the guide has been translated into it
// (docs/how-to-play.LANG.md), else in English.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace ss::app {

class HelpText : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // The whole guide, in Markdown, for the rules shown (docs/how-to-play-classic.md for
    // the classic rules).
    Q_PROPERTY(QString howToPlay READ guide NOTIFY changed)
    // The rules the guide is about: "2.6.1" or "classic".
    Q_PROPERTY(QString rules READ rules WRITE setRules NOTIFY changed)

public:
    explicit HelpText(QObject* parent = nullptr);
    QString guide() const { return howToPlay(rules_); }
    QString rules() const { return rules_; }
    void setRules(const QString& rules)
    {
        if (rules == rules_)
            return;
        rules_ = rules;
        emit changed();
    }
    static QString howToPlay(const QString& rules = "2.6.1");
    // The rules a message cites, each in plain words (rule_words.h); nothing under the
    // classic rules, whose numbers differ.
    Q_INVOKABLE QString explain(const QString& text) const;
    // The text without its bracketed rule numbers (the first-game tips: playtests 27, 28 and
    // 38 found them jargon for a new player; refusals keep theirs).
    Q_INVOKABLE QString plain(const QString& text) const;
    // The text as styled text, its rule numbers in `colour` (translations.h).
    Q_INVOKABLE QString dimmed(const QString& text, const QString& colour) const;
    // " [rule]" to end a text with, or "" while rule numbers are hidden (translations.h cited).
    Q_INVOKABLE QString cite(const QString& rules) const;

signals:
    void changed();

private:
    QString rules_ = "2.6.1";
};

} // namespace ss::app
