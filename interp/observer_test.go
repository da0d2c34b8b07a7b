package interp_test

import (
	"bytes"
	"testing"

	"github.com/strata-ir/strata/interp"
)

// pageObserver records the pages it is told of.
type pageObserver struct {
	calls int
	pages map[*interp.Page]int
}

func (o *pageObserver) Access(p *interp.Page, addr, size uint64, write bool) {
	o.calls++
	o.pages[p]++
}

// sweepSrc writes a[i] for i < n over an array of 4 pages (5 when not page-aligned), then reads
// them back: 2*n accesses.
const sweepSrc = `
llvm.mlir.global internal @a(0 : i64) : !llvm.array<2048 x i64>
llvm.func @sweep(%n: i64) -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.mlir.addressof @a : !llvm.ptr
  llvm.br ^w(%0 : i64)
^w(%i: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^wb, ^r(%0, %0 : i64, i64)
^wb:
  %p = llvm.getelementptr inbounds %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  llvm.store %i, %p : i64, !llvm.ptr
  %i2 = llvm.add %i, %1 : i64
  llvm.br ^w(%i2 : i64)
^r(%j: i64, %s: i64):
  %d = llvm.icmp "slt" %j, %n : i64
  llvm.cond_br %d, ^rb, ^done
^rb:
  %q = llvm.getelementptr inbounds %a[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %v = llvm.load %q : !llvm.ptr -> i64
  %s2 = llvm.add %s, %v : i64
  %j2 = llvm.add %j, %1 : i64
  llvm.br ^r(%j2, %s2 : i64, i64)
^done:
  llvm.return %s : i64
}
`

// TestObserverPages: an observer sees a thread's first access to each
// page (not every access), and again after Memory.Invalidate; a thread's
// own observer replaces the memory's.
func TestObserverPages(t *testing.T) {
	e := engine(t, sweepSrc, &bytes.Buffer{})
	o := &pageObserver{pages: map[*interp.Page]int{}}
	e.Mem.SetObserver(o)
	if r, err := e.Run("sweep", []uint64{2048}); err != nil || r != 2047*2048/2 {
		t.Fatalf("sweep = %d, %v", r, err)
	}
	if len(o.pages) < 4 || len(o.pages) > 5 || o.calls > 20 {
		t.Fatalf("observer saw %d pages in %d calls; want the 4 or 5 pages of the array, a few calls each", len(o.pages), o.calls)
	}
	calls := o.calls
	e.Run("sweep", []uint64{2048})
	if o.calls != calls {
		t.Errorf("a second sweep told the observer %d times; the pages are remembered", o.calls-calls)
	}
	e.Mem.Invalidate()
	e.Run("sweep", []uint64{2048})
	if o.calls < calls+4 {
		t.Errorf("after Invalidate the observer was told %d times; want each page again", o.calls-calls)
	}
	own := &pageObserver{pages: map[*interp.Page]int{}}
	th := e.MainThread()
	th.SetObserver(own)
	before := o.calls
	e.Run("sweep", []uint64{2048})
	if len(own.pages) < 4 || o.calls != before {
		t.Errorf("the thread's own observer saw %d pages, the memory's %d more calls", len(own.pages), o.calls-before)
	}
}
