// The setup screen that needs a seat: the other half.
#include "seat.h"
