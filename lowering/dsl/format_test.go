package dsl

import "testing"

func TestFormat(t *testing.T) {
	src := `// head comment
runtime   r{let a=-1 ;   let l=[ 1,"x\ty" ,true,null ];// trailing
construct parallel when ((has(num_threads))) or (not nowait and (a or b)) { // after brace
outline_signature=microtask( ptr_tid,captures ) ;
  /* before block */ pre{emit ident();when has(x)=>call "f"(a,
     l);otherwise=>emit e(1) ;}
  // before the closing brace
}
construct barrier when a and (b and c) or (d or e) {}
}
runtime s { construct barrier { invoke { call "g"(); } } } // end`
	want := `// head comment
runtime r {
  let a = -1;
  let l = [1, "x\ty", true, null]; // trailing

  construct parallel when has(num_threads) or not nowait and (a or b) { // after brace
    outline_signature = microtask(ptr_tid, captures);
    /* before block */
    pre {
      emit ident;
      when has(x) => call "f"(a, l);
      otherwise => emit e(1);
    }
    // before the closing brace
  }

  construct barrier when a and (b and c) or (d or e) {
  }
}

runtime s {
  construct barrier {
    invoke {
      call "g"();
    }
  }
} // end
`
	f, err := Parse("f.dsl", src)
	if err != nil {
		t.Fatal(err)
	}
	if got := Format(f); got != want {
		t.Errorf("Format:\n%s\nwant:\n%s", got, want)
	}
	checkRoundTrip(t, "f.dsl", src)
}

func TestFormatPredParentheses(t *testing.T) {
	for _, src := range []string{
		"a or b and c",
		"(a or b) and c",
		"a or (b or c)",
		"a and (b and c)",
		"not (a and b)",
		"not not a",
		"not has(x) or y == z and w != \"s\"",
	} {
		f, err := Parse("p.dsl", "runtime r { construct c when "+src+" {} }")
		if err != nil {
			t.Fatal(err)
		}
		if got := FormatPred(f.Runtimes[0].Constructs()[0].Guard); got != src {
			t.Errorf("FormatPred(%s) = %s", src, got)
		}
	}
}
