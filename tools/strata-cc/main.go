// Command strata-cc is a C compiler driver on strata's tool chain, with
// gcc's and clang's flags: C with OpenMP pragmas goes through strata's
// front end (cir + omp), its passes and OpenMP lowering, and LLVM 14 to a
// native program. See docs/frontend.md and `strata-cc --help`.
//
// Its flags are gcc's (-O3, -DNAME, -lm, -Wl,...), which do not follow
// the conventions of a command-line library, so it parses them itself.
package main

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"

	"github.com/strata-ir/strata/tools/strata-cc/driver"
)

func main() {
	// A compilation is short and its heap small: collecting rarely is
	// faster (cc's parser allocates much), as for strata-opt.
	debug.SetGCPercent(400)
	os.Exit(run(os.Args[1:]))
}

func run(args []string) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(os.Stderr, "strata-cc: internal error: %v\nPlease report this bug with the input and this stack:\n%s", r, debug.Stack())
			code = 2
		}
	}()
	cfg, err := driver.ParseArgs(args)
	if err != nil {
		var ue *driver.UsageError
		if errors.As(err, &ue) {
			fmt.Fprintf(os.Stderr, "strata-cc: error: %s\n", ue.Msg)
			return 1
		}
		fmt.Fprintf(os.Stderr, "strata-cc: error: %v\n", err)
		return 1
	}
	d := &driver.Driver{Cfg: cfg, Stdout: os.Stdout, Stderr: os.Stderr}
	return d.Run()
}
