package cirtollvm_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/cirtollvm"
)

// FuzzLower checks that the lowering never panics on a valid cir module,
// and that what it produces when it succeeds verifies. Inputs that do not
// parse or verify are not the pass's concern and are skipped.
func FuzzLower(f *testing.F) {
	for _, seed := range []string{
		`cir.func @f(%a: !cir.int<s, 32>) -> !cir.int<s, 32> {
  %r = cir.binop(mul, %a, %a) : !cir.int<s, 32>
  cir.return %r : !cir.int<s, 32>
}`,
		`cir.func @g(%c: !cir.bool, %p: !cir.ptr<!cir.bool>) {
  cir.while {
    cir.condition(%c)
  } do {
    cir.if %c {
      cir.break
    } else {
      cir.store %c, %p : !cir.bool, !cir.ptr<!cir.bool>
    }
    cir.yield
  }
  cir.return
}`,
		`cir.global external @t = #cir.const_array<[#cir.int<1> : !cir.int<u, 16>]> : !cir.array<!cir.int<u, 16> x 3>
cir.global internal @s : !cir.struct<struct "s" {!cir.float, !cir.ptr<!cir.struct<struct "s">>}>`,
		`cir.func @h(%v: !cir.int<u, 8>) -> !cir.int<u, 8> {
  cir.switch (%v : !cir.int<u, 8>) [
  case (anyof, [1, 255] : !cir.int<u, 8>) {
    cir.return %v : !cir.int<u, 8>
  },
  case (default) {
    cir.break
  }
  ]
  %z = cir.const #cir.zero : !cir.int<u, 8>
  cir.return %z : !cir.int<u, 8>
}`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		ctx := all.NewContext()
		m, err := builtin.ParseModule(ctx, "fuzz.mlir", []byte(src))
		if err != nil || ir.Verify(m) != nil {
			return
		}
		if err := cirtollvm.Lower(m); err != nil {
			return
		}
		if err := ir.Verify(m); err != nil {
			t.Fatalf("the lowered module does not verify: %v\ninput:\n%s", err, src)
		}
	})
}
