package transforms

import (
	"strings"
	"testing"
)

var symbolDCEInputs = map[string]string{
	"nested-tables": `module {
  func.func private @unused()
  func.func private @used_by_dead() {
    return
  }
  func.func private @dead() {
    call @used_by_dead() : () -> ()
    return
  }
  func.func private @live() {
    return
  }
  func.func @pub() {
    call @live() : () -> ()
    return
  }
  func.func nested @nest() {
    return
  }
  module @inner {
    func.func private @ipriv() {
      return
    }
    func.func @ipub() {
      return
    }
  }
  module @inner2 attributes {sym_visibility = "private"} {
    func.func @ipub2() {
      return
    }
  }
}
`,
	"transitive-chain": `func.func private @a() {
  call @b() : () -> ()
  return
}
func.func private @b() {
  call @c() : () -> ()
  return
}
func.func private @c() {
  return
}
func.func @main() {
  call @a() : () -> ()
  return
}
func.func private @cycle1() {
  call @cycle2() : () -> ()
  return
}
func.func private @cycle2() {
  call @cycle1() : () -> ()
  return
}
`,
	"constant-refs": `func.func private @target(%x: i32) -> i32 {
  return %x : i32
}
func.func private @other(%x: i32) -> i32 {
  return %x : i32
}
func.func @get() -> ((i32) -> i32) {
  %f = func.constant @target : (i32) -> i32
  return %f : (i32) -> i32
}
`,
	"nested-ref": `module {
  module @m attributes {sym_visibility = "private"} {
    func.func @keep() {
      return
    }
    func.func @drop() {
      return
    }
  }
  module @n attributes {sym_visibility = "private"} {
    func.func @drop2() {
      return
    }
  }
  func.func @main() attributes {ref = @m::@keep} {
    return
  }
}
`,
	"public-nested-module": `module {
  module @pubmod {
    func.func private @helper() {
      return
    }
    func.func private @unused() {
      return
    }
    func.func @entry() {
      call @helper() : () -> ()
      return
    }
  }
}
`,
}

func TestSymbolDCEDifferential(t *testing.T) {
	differential(t, NewSymbolDCE, symbolDCEInputs, "--symbol-dce")
}

func TestSymbolDCECountsErasedSymbols(t *testing.T) {
	p := &SymbolDCE{}
	out := runPass(t, p, symbolDCEInputs["nested-tables"])
	// @unused, @used_by_dead, @dead, @nest, @ipriv, @ipub2 (erased with
	// its dead table, first) and @inner2.
	if got := p.NumDCE.Value(); got != 7 {
		t.Errorf("num-dce'd = %d, want 7", got)
	}
	for _, gone := range []string{"@unused", "@dead", "@nest", "@ipriv", "@inner2"} {
		if strings.Contains(out, gone) {
			t.Errorf("%s survived:\n%s", gone, out)
		}
	}
}

func TestSymbolDCERequiresSymbolTable(t *testing.T) {
	ctxOut, err := runOnFirstOp(t, NewSymbolDCE(), "func.func @f() {\n  return\n}\n")
	if err == nil {
		t.Fatalf("symbol-dce on a func.func succeeded:\n%s", ctxOut)
	}
	const want = "'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table"
	if !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not say %q", err, want)
	}
}
