package cir_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

// TestRoundTrip checks every testdata program: parse, print, parse again
// in the custom and in the generic form, with and without locations.
func TestRoundTrip(t *testing.T) {
	for _, f := range dialecttest.TestFiles(t, "testdata") {
		t.Run(f, func(t *testing.T) { dialecttest.RoundTrip(t, f) })
	}
}

// TestImplicitYield checks that the parser adds the cir.yield a region
// leaves out (the generic form shows it), and that the printer leaves it
// out again while keeping the terminators that say something.
func TestImplicitYield(t *testing.T) {
	src := `cir.func @f(%c: !cir.bool, %v: !cir.int<s, 32>) {
  cir.scope {
  }
  cir.if %c {
    cir.return
  } else {
  }
  cir.return
}
cir.func @g(%c: !cir.bool, %v: !cir.int<s, 32>) {
  cir.while {
    cir.condition(%c)
  } do {
    cir.if %c {
      cir.break
    } else {
      cir.continue
    }
  }
  cir.return
}
`
	m := dialecttest.ParseVerified(t, "yield.mlir", src)
	generic := dialecttest.Print(t, m, true)
	// The scope, the else region and the while body get a yield; the
	// return, break, continue and condition stay.
	if n := strings.Count(generic, `"cir.yield"() : () -> ()`); n != 3 {
		t.Errorf("want 3 implicit yields (scope, else, while body), got %d in\n%s", n, generic)
	}
	custom := dialecttest.Print(t, m, false)
	if strings.Contains(custom, "cir.yield") {
		t.Errorf("the custom form prints an empty yield:\n%s", custom)
	}
	for _, kept := range []string{"cir.break", "cir.continue", "cir.condition(%arg0)"} {
		if !strings.Contains(custom, kept) {
			t.Errorf("the custom form lost %s:\n%s", kept, custom)
		}
	}
}
