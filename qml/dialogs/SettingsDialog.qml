// Settings, in one dialog: the bot's level, the screen's layout, the layers' arrangement
// and spacing, the palette, animations, sound, the language and the confirmations. Every
// change applies at once and is kept (GameOptions and AppSettings, in QSettings).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Dialog {
    id: root
    required property GameOptions options
    objectName: "settingsDialog"
    anchors.centerIn: Overlay.overlay
    width: Math.min(Theme.px(640), Overlay.overlay ? Overlay.overlay.width - 40 : 640) // (grows with the text; German cut at 560: playtest 22)
    height: Math.min(implicitHeight, Overlay.overlay ? Overlay.overlay.height - 40 : implicitHeight)
    modal: true
    focus: true
    title: qsTr("Settings")

    component Heading: Label {
        font.bold: true
        color: Theme.text
        Layout.topMargin: 6
        Layout.columnSpan: 2
        Accessible.role: Accessible.Heading
    }
    component Name: Label {
        color: Theme.text
        Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
        Layout.leftMargin: 12 // (the longest name touched the dialog's edge: playtest 35)
    }
    component Choice: ComboBox {
        id: choice
        Layout.fillWidth: true
        // The label before it names it for a screen reader.
        property Label label
        Accessible.name: label ? label.text : ""
        // The setting's value as an index; shown again when the language changes the
        // choices' words (a new model resets a combo box to its first choice).
        property int selected
        currentIndex: selected
        onModelChanged: {
            currentIndex = -1
            currentIndex = Qt.binding(() => choice.selected)
        }
    }
    component Tick: CheckBox {
        id: tick
        Layout.columnSpan: 2
        Layout.fillWidth: true
        Accessible.name: text
        // (wrapped: playtest 29 saw the rule numbers' line run off the dialog at 1920x1080)
        contentItem: Label { leftPadding: tick.indicator.width + tick.spacing; text: tick.text; wrapMode: Text.Wrap; color: tick.enabled ? Theme.text : Theme.dimText; verticalAlignment: Text.AlignVCenter }
    }

    contentItem: StepScrollView {
        id: scroll
        clip: true
        contentWidth: availableWidth
        GridLayout {
            width: scroll.availableWidth
            columns: 2
            columnSpacing: 12
            rowSpacing: 6

            Heading { text: qsTr("Game") }
            Name { id: levelLabel; text: qsTr("Bot's level:") }
            Choice {
                objectName: "settingsLevel"
                label: levelLabel
                model: root.options.difficulties
                selected: root.options.difficulty
                onActivated: (i) => root.options.difficulty = i
            }
            Tick {
                objectName: "settingsAskUnused"
                text: qsTr("Ask before submitting a turn with actions unused or a warning")
                checked: root.options.askUnused
                onToggled: root.options.askUnused = checked
            }
            Tick {
                objectName: "settingsConfirmLeave"
                text: qsTr("Ask before leaving a game under way")
                checked: AppSettings.confirmLeave
                onToggled: AppSettings.confirmLeave = checked
            }
            Tick {
                objectName: "settingsConfirmDelete"
                text: qsTr("Ask before deleting a game from the library")
                checked: AppSettings.confirmDelete
                onToggled: AppSettings.confirmDelete = checked
            }
            Tick { // (playtests 27 and 28: rule numbers everywhere)
                objectName: "settingsRuleNumbers"
                text: qsTr("Show the rules' numbers in tips, notes and help, such as 8.2.4 (a refused action always names its rule)")
                checked: AppSettings.ruleNumbers
                onToggled: AppSettings.ruleNumbers = checked
            }

            Heading { text: qsTr("View") }
            Name { id: layoutLabel; text: qsTr("Large view:") }
            Choice {
                objectName: "settingsLayout"
                label: layoutLabel
                model: [qsTr("The 3-D view, the layers beside it"), qsTr("The layers, the 3-D view above")]
                selected: AppSettings.view3dLarge ? 0 : 1
                onActivated: (i) => AppSettings.view3dLarge = i === 0
            }
            Name { id: layersLabel; text: qsTr("Layers, when large:") }
            Choice {
                objectName: "settingsLayers"
                label: layersLabel
                // (Beside the 3-D view they are always one column.)
                enabled: !AppSettings.view3dLarge
                model: [qsTr("In one row, red to blue"), qsTr("In two rows where the cells come out bigger")]
                selected: AppSettings.layersInRow ? 0 : 1
                onActivated: (i) => AppSettings.layersInRow = i === 0
            }
            Name { id: spacingLabel; text: qsTr("3-D view's spread at first:") }
            Slider {
                objectName: "settingsSpacing"
                Layout.fillWidth: true
                from: 0; to: 1; stepSize: 0.05
                value: AppSettings.layerSpacing
                onMoved: AppSettings.layerSpacing = value
                Accessible.name: spacingLabel.text
            }
            Name { id: paletteLabel; text: qsTr("Colours:") }
            Choice {
                objectName: "settingsPalette"
                label: paletteLabel
                model: AppSettings.paletteNames
                selected: AppSettings.palette
                onActivated: (i) => AppSettings.palette = i
            }
            Tick {
                objectName: "settingsAnimations"
                text: qsTr("Play the turns' results out in the 3-D view (off: reduce motion)")
                checked: AppSettings.animations
                onToggled: AppSettings.animations = checked
            }
            Name { id: speedLabel; text: qsTr("Results play out:") }
            Choice {
                objectName: "settingsRevealSpeed"
                label: speedLabel
                enabled: AppSettings.animations
                model: [qsTr("Slowly"), qsTr("At a normal pace"), qsTr("Quickly")]
                selected: AppSettings.revealSpeed
                onActivated: (i) => AppSettings.revealSpeed = i
            }
            Name { id: textSizeLabel; text: qsTr("Text size:") }
            Choice {
                objectName: "settingsTextSize"
                label: textSizeLabel
                model: [qsTr("Larger in a large window"), qsTr("As the desktop's"), qsTr("125 %"), qsTr("150 %")]
                selected: AppSettings.textSize
                onActivated: (i) => AppSettings.textSize = i
            }

            Heading { text: qsTr("Sound") }
            Tick {
                objectName: "settingsSound"
                text: Capabilities.sound ? qsTr("Sound effects") : qsTr("Sound effects (Qt Multimedia is not installed)")
                enabled: Capabilities.sound
                checked: AppSettings.sound
                onToggled: AppSettings.sound = checked
            }
            Name { id: volumeLabel; text: qsTr("Volume:") }
            Slider {
                objectName: "settingsVolume"
                Layout.fillWidth: true
                enabled: Capabilities.sound && AppSettings.sound
                from: 0; to: 1; stepSize: 0.05
                value: AppSettings.volume
                onMoved: AppSettings.volume = value
                Accessible.name: volumeLabel.text
            }

            Heading { text: qsTr("Language") }
            Name { id: languageLabel; text: qsTr("Language:") }
            Choice {
                objectName: "settingsLanguage"
                label: languageLabel
                model: AppSettings.languageNames
                selected: AppSettings.languages.indexOf(AppSettings.language)
                onActivated: (i) => AppSettings.language = AppSettings.languages[i]
            }
        }
    }
    footer: DialogButtonBox {
        Button {
            objectName: "settingsDefaults"
            text: qsTr("Restore defaults")
            DialogButtonBox.buttonRole: DialogButtonBox.ResetRole
            onClicked: {
                AppSettings.restoreDefaults()
                root.options.restoreDefaults()
            }
        }
        Button {
            objectName: "settingsClose"
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
    }
}
