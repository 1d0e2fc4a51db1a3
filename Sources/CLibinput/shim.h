// libinput and libudev for PointerLibinput (built only with the Libinput trait).
// libinput.pc does not pull in libudev, so the module map links udev itself.
#include <libinput.h>
#include <libudev.h>
#include <linux/input-event-codes.h>
