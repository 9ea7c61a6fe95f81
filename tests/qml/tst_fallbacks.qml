// Issue 10, defect 1: with Qt.labs.folderlistmodel missing (hidden by
// SPACESHIPS_HIDE_QML_MODULES), Open and Save a copy used to crash in Qt Quick Dialogs and
// lose the turn being entered. Now our own pickers open instead, and the turn survives.
import QtQuick
import QtTest
import Spaceships
import Spaceships.Core

Item {
    id: root
    width: 1280
    height: 800

    GameController { id: controller; options.askUnused: false; options.botOverride: "random"; seed: 9; records.folder: recordDir + "/fallbacks" }
    GameView { id: view; anchors.fill: parent; controller: controller }

    TestCase {
        name: "Fallbacks"
        when: windowShown

        function test_1_theMissingModuleIsKnown() {
            verify(!Capabilities.fileDialogs)
            verify(Capabilities.missing.indexOf("qml6-module-qt-labs-folderlistmodel") >= 0, Capabilities.missing)
        }

        function test_2_saveACopyAndOpenWithThePickers() {
            controller.newGame()
            controller.setup.randomLayout()
            controller.start()
            const warning = findChild(view.setupScreen, "unfinishedWarning")
            if (warning && warning.opened)
                mouseClick(findChild(view.setupScreen, "warningStart"))
            tryCompare(controller, "phase", GameController.Playing, 5000)
            mouseClick(findChild(view, "opponentCellYx3"))
            waitForRendering(view)
            mouseClick(findChild(view, "submitButton"))
            tryCompare(controller, "turn", 2, 5000)
            mouseClick(findChild(view, "opponentCellRv1")) // a turn being entered
            // Save a copy (Ctrl+S): our picker, with a proposed path.
            keyClick(Qt.Key_S, Qt.ControlModifier)
            const saver = findChild(view, "saveCopyDialogLoader").item
            tryVerify(() => saver && saver.opened, 2000, "the save picker opens")
            compare(saver.objectName, "saveCopyPicker")
            const path = findChild(saver, "saveCopyPath")
            path.text = recordDir + "/fallbacks-copy.ssg"
            saver.accept()
            verify(controller.notice.indexOf("fallbacks-copy.ssg") >= 0, controller.notice)
            compare(controller.draft.tokens.length, 1) // the turn being entered is still there
            // Open (Ctrl+O): the saved games listed, one opened by its path.
            keyClick(Qt.Key_O, Qt.ControlModifier)
            let leave = null // a game under way: leaving it is asked first (it stays saved)
            tryVerify(() => (leave = findChild(view, "leaveGameDialog")) !== null && leave.opened, 2000, "asked before leaving")
            leave.accept()
            const opener = findChild(view, "openDialogLoader").item
            tryVerify(() => opener && opener.opened, 2000, "the open picker opens")
            compare(opener.objectName, "openPicker")
            verify(opener.games.length >= 1)
            findChild(opener, "openPath").text = recordDir + "/fallbacks-copy.ssg"
            opener.accept()
            compare(controller.error, "")
            compare(controller.turn, 2)
        }
    }
}
