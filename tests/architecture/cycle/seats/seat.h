// A seat that needs the setup screen: one half of a cycle, for the check's own test.
#include "setup.h"
