// Made to break the limits on purpose: a cell state compared with a string.
import QtQuick

Rectangle {
    property string cellState
    color: cellState === "destroyed" ? "red" : "grey"
}
