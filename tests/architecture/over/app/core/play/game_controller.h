// A tree that breaks the architecture's limits on purpose (tests/architecture/limits.cmake):
// too few capability folders, and a view that compares a cell's state with a string.
class GameController {
    Q_PROPERTY(int phase READ phase)
};
