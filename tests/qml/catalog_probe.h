// For the translation test (tst_translations.qml): the English texts of the game's German
// catalogue (resources/translations/spaceships_de.ts), to tell a text left in English on a
// German screen from one translated.
#pragma once

#include <QFile>
#include <QList>
#include <QObject>
#include <QRegularExpression>
#include <QStringList>
#include <QXmlStreamReader>

class CatalogProbe : public QObject {
    Q_OBJECT
public:
    explicit CatalogProbe(const QString& ts, QObject* parent = nullptr) : QObject(parent)
    {
        QFile file(ts);
        if (!file.open(QIODevice::ReadOnly))
            return;
        QXmlStreamReader xml(&file);
        QString source, translation;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == u"source")
                source = xml.readElementText();
            else if (xml.isStartElement() && (xml.name() == u"translation" || xml.name() == u"numerusform"))
                translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            else if (xml.isEndElement() && xml.name() == u"message") {
                ++count_;
                // A text the same in both languages ("OK", "Bot", a symbol) tells nothing.
                if (translation != source && QRegularExpression("[A-Za-z]{3}").match(source).hasMatch())
                    english_ << pattern(source);
                source.clear();
                translation.clear();
            }
        }
    }

    // How many texts the catalogue has.
    Q_INVOKABLE int size() const { return count_; }
    // Those of `texts` that are one of the catalogue's English texts (its %1… filled in
    // any way): left untranslated.
    Q_INVOKABLE QStringList english(const QStringList& texts) const
    {
        QStringList out;
        for (const QString& text : texts)
            for (const QRegularExpression& e : english_)
                if (e.match(text.trimmed()).hasMatch()) {
                    out << text + "   [" + e.pattern() + "]";
                    break;
                }
        return out;
    }

private:
    static QRegularExpression pattern(const QString& source)
    {
        QString p = QRegularExpression::escape(source.trimmed());
        p.replace(QRegularExpression("%(L?\\d|n)"), ".+");
        return QRegularExpression("^" + p + "$", QRegularExpression::DotMatchesEverythingOption);
    }
    QList<QRegularExpression> english_;
    int count_ = 0;
};
