"""`python interrupt_at.py MOMENT ARGS…`: `kbsearch ARGS…` with Ctrl-C (SIGINT to itself) at
a chosen moment, after Python's own start-up (which no code of kbsearch's can reach):
`import:MODULE` as MODULE is first imported, or a number of seconds after kbsearch starts."""

import os
import runpy
import signal
import sys
import threading

moment, sys.argv = sys.argv[1], ["kbsearch", *sys.argv[2:]]
if moment.startswith("import:"):
    wanted = moment.removeprefix("import:")

    class Trip:
        def find_spec(self, name, path=None, target=None):
            if name == wanted:
                sys.meta_path.remove(self)
                os.kill(os.getpid(), signal.SIGINT)
            return None

    sys.meta_path.insert(0, Trip())
else:
    timer = threading.Timer(float(moment), os.kill, (os.getpid(), signal.SIGINT))
    timer.daemon = True
    timer.start()
runpy.run_module("kbsearch", run_name="__main__", alter_sys=True)
