package ir

// Parallel printing of large modules.
//
// Printing a module is mostly printing its functions, and the text of one
// does not depend on the others: its SSA names are numbered from the
// counters and names of the module body only (see nameState), which the
// root state holds before any function prints. So the operations of a
// deferred block (the module body) are cut into jobs of a few consecutive
// operations; workers print the jobs, each into a buffer of its own with
// a printer of its own (its child state, its indentation and default
// dialects copied from the printer at the block), reading the root state
// and the IR only; and the calling goroutine writes the buffers to the
// output in order. At most a few jobs per worker are in flight, so the
// memory the buffers take is that of a few functions' text, not of the
// whole output.

import (
	"runtime"
	"sync"
	"sync/atomic"
)

const (
	// defaultParallelMinOps is the fewest operations (nested ones
	// included) a block is printed in parallel with: below it starting
	// the workers costs more than they save.
	defaultParallelMinOps = 4096
	// jobsPerWorker is how many jobs may be in flight per worker: enough
	// that a worker does not wait for the writer behind a large function,
	// few enough that their text stays small.
	jobsPerWorker = 4
	// maxOpsPerJob bounds the consecutive operations of one job, which
	// amortize the hand-over when they are small.
	maxOpsPerJob = 16
	// maxKeptBuffer is the largest job buffer kept for the next job.
	maxKeptBuffer = 1 << 20
)

// printJob is n consecutive operations from first, printed into buf.
type printJob struct {
	first *Operation
	n     int
	buf   []byte
	done  chan struct{}
	// panicked is what printing the job panicked with, to panic with on
	// the calling goroutine, as the serial printer would.
	panicked any
}

// parallelThreads returns how many goroutines print the operations of b up
// to stop: more than one only for a deferred block (the body of the op
// being printed, whose children have states of their own) with at least
// two operations with regions and enough operations in all.
func (p *AsmPrinter) parallelThreads(b *Block, stop *Operation) int {
	if p.names.deferredFor(b) == nil {
		return 1
	}
	threads := p.opts.Threads
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	if threads < 2 {
		return 1
	}
	minOps := p.opts.parallelMinOps
	if minOps <= 0 {
		minOps = defaultParallelMinOps
	}
	n, children := 0, 0
	for op := b.First(); op != nil && op != stop; op = op.Next() {
		if op.NumRegions() > 0 {
			children++
		}
		n = countOpsUpTo(op, n, minOps)
		if n >= minOps && children >= 2 {
			return threads
		}
	}
	return 1
}

// countOpsUpTo adds op and the operations nested in it to n, stopping at
// limit.
func countOpsUpTo(op *Operation, n, limit int) int {
	n++
	for i := 0; i < op.NumRegions() && n < limit; i++ {
		for _, b := range op.Region(i).Blocks() {
			for inner := b.First(); inner != nil && n < limit; inner = inner.Next() {
				n = countOpsUpTo(inner, n, limit)
			}
		}
	}
	return n
}

// printOpsParallel prints the operations of b up to stop as printOps
// does, on threads workers.
func (p *AsmPrinter) printOpsParallel(b *Block, stop *Operation, threads int) {
	total := 0
	for op := b.First(); op != nil && op != stop; op = op.Next() {
		total++
	}
	perJob := min(max(total/(threads*jobsPerWorker*4), 1), maxOpsPerJob)
	window := threads * jobsPerWorker

	jobs := make(chan *printJob, window)
	var stopped atomic.Bool // a job panicked: the rest need not print
	var wg sync.WaitGroup
	for range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := p.workerPrinter()
			for j := range jobs {
				if stopped.Load() {
					j.done <- struct{}{}
				} else if !w.printJob(j) {
					stopped.Store(true)
					w = p.workerPrinter() // its state is that of the panic
				}
			}
		}()
	}

	queue := make([]*printJob, 0, window)
	var free []*printJob
	next := b.First()
	for {
		for next != nil && next != stop && len(queue) < window && p.err == nil {
			var j *printJob
			if n := len(free); n > 0 {
				j, free = free[n-1], free[:n-1]
			} else {
				j = &printJob{done: make(chan struct{}, 1)}
			}
			j.first, j.n = next, 0
			for next != nil && next != stop && j.n < perJob {
				next = next.Next()
				j.n++
			}
			queue = append(queue, j)
			jobs <- j
		}
		if len(queue) == 0 {
			break
		}
		j := queue[0]
		queue = append(queue[:0], queue[1:]...)
		<-j.done
		if j.panicked != nil {
			stopped.Store(true)
			close(jobs)
			wg.Wait()
			panic(j.panicked)
		}
		p.writeBuffer(j.buf)
		if cap(j.buf) > maxKeptBuffer {
			j.buf = nil
		}
		j.first, j.buf = nil, j.buf[:0]
		free = append(free, j)
	}
	close(jobs)
	wg.Wait()
}

// workerPrinter returns a printer that prints the operations of the
// current block as p would: same options, root state, indentation and
// default dialect.
func (p *AsmPrinter) workerPrinter() *AsmPrinter {
	dd := make([]string, len(p.defaultDialects))
	copy(dd, p.defaultDialects)
	return &AsmPrinter{opts: p.opts, names: p.names, indent: p.indent, defaultDialects: dd}
}

// printJob prints j's operations into j.buf and signals j.done; it
// returns false when that panicked, leaving the panic in j.
func (w *AsmPrinter) printJob(j *printJob) (ok bool) {
	defer func() {
		defer func() { j.done <- struct{}{} }()
		if !ok {
			j.panicked = recover()
			if j.panicked == nil {
				// panic(nil) is a *runtime.PanicNilError since Go 1.21,
				// so a nil recover means runtime.Goexit: pass it on.
				j.panicked = "ir: a custom printer exited its goroutine"
			}
		}
	}()
	w.buf = j.buf[:0]
	op := j.first
	for i := 0; i < j.n; i++ {
		w.writeIndent()
		w.printOperation(op)
		w.writeByte('\n')
		op = op.Next()
	}
	j.buf, w.buf = w.buf, nil
	return true
}

// writeBuffer writes text printed elsewhere after what p has printed.
func (p *AsmPrinter) writeBuffer(b []byte) {
	if p.out == nil || len(p.buf)+len(b) < flushSize {
		p.buf = append(p.buf, b...)
		return
	}
	p.flush()
	if len(b) < flushSize {
		p.buf = append(p.buf, b...)
	} else if p.err == nil {
		_, p.err = p.out.Write(b)
	}
}
