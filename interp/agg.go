package interp

import (
	"math"
	"sync/atomic"
	"unsafe"
)

// Aggregates: values of struct, array and vector types are byte slices in
// the layout of memory, never changed in place.

// Extract emits dst = the element at byte offset off of the aggregate in
// slot src, of layout ti.
func (c *Compiler) Extract(dst, src int32, off int64, ti *TypeInfo) {
	o := uint64(off)
	if ti.Class == Agg {
		c.MarkAgg(dst)
		n := uint64(ti.Size)
		c.Emit(Instr{A: dst, B: src, Fn: func(fr *Frame, in *Instr) int32 {
			b := fr.X[in.B]
			if b == nil {
				b = make([]byte, o+n)
			}
			fr.X[in.A] = b[o : o+n : o+n]
			return in.N
		}})
		return
	}
	n := uint64(ti.Size)
	if n > 8 {
		n = 8
	}
	m := mask(ti.Bits)
	c.Emit(Instr{A: dst, B: src, Fn: func(fr *Frame, in *Instr) int32 {
		b := fr.X[in.B]
		var v uint64
		if b != nil {
			for i := uint64(0); i < n; i++ {
				v |= uint64(b[o+i]) << (8 * i)
			}
		}
		fr.R[in.A] = v & m
		return in.N
	}})
}

// Insert emits dst = the aggregate in slot agg (of size size) with the
// element at offset off, of layout ti, replaced by the value in slot val.
func (c *Compiler) Insert(dst, agg, val int32, size, off int64, ti *TypeInfo) {
	c.MarkAgg(dst)
	o := uint64(off)
	isAgg := ti.Class == Agg
	n := uint64(min(ti.Size, 8))
	c.Emit(Instr{A: dst, B: agg, C: val, Fn: func(fr *Frame, in *Instr) int32 {
		b := make([]byte, size)
		copy(b, fr.X[in.B])
		if isAgg {
			copy(b[o:], fr.X[in.C])
		} else {
			v := fr.R[in.C]
			for i := uint64(0); i < n; i++ {
				b[o+i] = byte(v >> (8 * i))
			}
		}
		fr.X[in.A] = b
		return in.N
	}})
}

// Atomics. Atomic accesses go through sync/atomic on the page's bytes, so
// they are atomic between the engine's threads; 1- and 2-byte ones are
// compare-and-swap loops on the aligned word that holds them.

// AtomicOp is the operation of an atomic read-modify-write.
type AtomicOp uint8

const (
	AXchg AtomicOp = iota
	AAdd
	ASub
	AAnd
	ANand
	AOr
	AXor
	AMax
	AMin
	AUMax
	AUMin
	AFAdd
	AFSub
	AFMax
	AFMin
)

func rmw(op AtomicOp, bits int, old, v uint64) uint64 {
	m := mask(bits)
	sh := int32(64 - bits)
	switch op {
	case AXchg:
		return v
	case AAdd:
		return (old + v) & m
	case ASub:
		return (old - v) & m
	case AAnd:
		return old & v
	case ANand:
		return ^(old & v) & m
	case AOr:
		return old | v
	case AXor:
		return old ^ v
	case AMax:
		if sx(old, sh) >= sx(v, sh) {
			return old
		}
		return v
	case AMin:
		if sx(old, sh) <= sx(v, sh) {
			return old
		}
		return v
	case AUMax:
		return max(old, v)
	case AUMin:
		return min(old, v)
	}
	// float ops
	if bits == 32 {
		x, y := f32(old), f32(v)
		switch op {
		case AFAdd:
			return u32(x + y)
		case AFSub:
			return u32(x - y)
		case AFMax:
			return u32(float32(math.Max(float64(x), float64(y))))
		case AFMin:
			return u32(float32(math.Min(float64(x), float64(y))))
		}
	}
	x, y := f64(old), f64(v)
	switch op {
	case AFAdd:
		return u64(x + y)
	case AFSub:
		return u64(x - y)
	case AFMax:
		return u64(math.Max(x, y))
	case AFMin:
		return u64(math.Min(x, y))
	}
	return v
}

// atomicWord returns the page word for an atomic access of n bytes at a,
// checking validity and alignment.
func (fr *Frame) atomicAt(in *Instr, a, n uint64) (*Page, uint64) {
	if a%n != 0 {
		fr.Trap(in, "misaligned atomic access: %d bytes at 0x%x, not a multiple of %d", n, a, n)
	}
	p, o := fr.T.at(a, n, true)
	if p == nil {
		fr.MemFault(in, a, n)
	}
	return p, o
}

func cas(p *Page, o, n, old, new uint64) bool {
	switch n {
	case 8:
		return atomic.CompareAndSwapUint64((*uint64)(unsafe.Pointer(&p.data[o])), old, new)
	case 4:
		return atomic.CompareAndSwapUint32((*uint32)(unsafe.Pointer(&p.data[o])), uint32(old), uint32(new))
	}
	// 1 or 2 bytes: CAS on the aligned 4-byte word.
	wo := o &^ 3
	sh := (o - wo) * 8
	m := uint32(mask(int(n*8))) << sh
	w := (*uint32)(unsafe.Pointer(&p.data[wo]))
	for {
		cur := atomic.LoadUint32(w)
		if uint64((cur&m)>>sh) != old {
			return false
		}
		if atomic.CompareAndSwapUint32(w, cur, cur&^m|uint32(new)<<sh&m) {
			return true
		}
	}
}

func atomicLoad(p *Page, o, n uint64) uint64 {
	switch n {
	case 8:
		return atomic.LoadUint64((*uint64)(unsafe.Pointer(&p.data[o])))
	case 4:
		return uint64(atomic.LoadUint32((*uint32)(unsafe.Pointer(&p.data[o]))))
	}
	wo := o &^ 3
	sh := (o - wo) * 8
	return uint64(atomic.LoadUint32((*uint32)(unsafe.Pointer(&p.data[wo])))>>sh) & mask(int(n*8))
}

func atomicStore(p *Page, o, n, v uint64) {
	switch n {
	case 8:
		atomic.StoreUint64((*uint64)(unsafe.Pointer(&p.data[o])), v)
	case 4:
		atomic.StoreUint32((*uint32)(unsafe.Pointer(&p.data[o])), uint32(v))
	default:
		for {
			old := atomicLoad(p, o, n)
			if cas(p, o, n, old, v) {
				return
			}
		}
	}
}

// AtomicRMW emits dst = atomic { old = *addr; *addr = old op val; old }.
func (c *Compiler) AtomicRMW(op AtomicOp, ti *TypeInfo, dst, addr, val int32) {
	n := uint64(ti.Size)
	bits := ti.Bits
	var flops uint64 // an fadd or fsub is a flop however often its CAS retries
	if op == AFAdd || op == AFSub {
		flops = 1
	}
	c.Emit(Instr{A: dst, B: addr, C: val, Fn: func(fr *Frame, in *Instr) int32 {
		a := fr.R[in.B]
		p, o := fr.atomicAt(in, a, n)
		v := fr.R[in.C]
		fr.T.flops += flops
		if op == AAdd && n >= 4 {
			if n == 8 {
				fr.R[in.A] = atomic.AddUint64((*uint64)(unsafe.Pointer(&p.data[o])), v) - v
			} else {
				fr.R[in.A] = uint64(atomic.AddUint32((*uint32)(unsafe.Pointer(&p.data[o])), uint32(v)) - uint32(v))
			}
			return in.N
		}
		for {
			old := atomicLoad(p, o, n)
			if cas(p, o, n, old, rmw(op, bits, old, v)) {
				fr.R[in.A] = old
				return in.N
			}
		}
	}})
}

// CmpXchg emits an atomic compare-and-exchange: dst gets the old value,
// ok (unless -1) whether it was equal to cmp and replaced by new.
func (c *Compiler) CmpXchg(ti *TypeInfo, dst, ok, addr, cmp, new int32) {
	n := uint64(ti.Size)
	c.Emit(Instr{A: dst, B: addr, C: cmp, T: new, F: ok, Fn: func(fr *Frame, in *Instr) int32 {
		a := fr.R[in.B]
		p, o := fr.atomicAt(in, a, n)
		want, nv := fr.R[in.C], fr.R[in.T]
		for {
			old := atomicLoad(p, o, n)
			if old != want {
				fr.R[in.A] = old
				if in.F >= 0 {
					fr.R[in.F] = 0
				}
				return in.N
			}
			if cas(p, o, n, old, nv) {
				fr.R[in.A] = old
				if in.F >= 0 {
					fr.R[in.F] = 1
				}
				return in.N
			}
		}
	}})
}

// AtomicLoad emits dst = atomic load of *addr.
func (c *Compiler) AtomicLoad(ti *TypeInfo, dst, addr int32) {
	n := uint64(ti.Size)
	c.Emit(Instr{A: dst, B: addr, Fn: func(fr *Frame, in *Instr) int32 {
		p, o := fr.atomicAt(in, fr.R[in.B], n)
		fr.R[in.A] = atomicLoad(p, o, n)
		return in.N
	}})
}

// AtomicStore emits an atomic store of val to *addr.
func (c *Compiler) AtomicStore(ti *TypeInfo, val, addr int32) {
	n := uint64(ti.Size)
	c.Emit(Instr{A: val, B: addr, Fn: func(fr *Frame, in *Instr) int32 {
		p, o := fr.atomicAt(in, fr.R[in.B], n)
		atomicStore(p, o, n, fr.R[in.A])
		return in.N
	}})
}

// Fence emits a memory fence (every atomic is sequentially consistent
// already, so it only orders the engine's plain accesses).
func (c *Compiler) Fence() {
	var x atomic.Uint32
	c.Emit(Instr{Fn: func(fr *Frame, in *Instr) int32 { x.Add(0); return in.N }})
}

// Memory intrinsics: the word after the slots says how many bytes.

// Memcpy emits memcpy(dst, src, n) (memmove semantics).
func (c *Compiler) Memcpy(dst, src, n int32) {
	c.Emit(Instr{A: dst, B: src, C: n, Fn: func(fr *Frame, in *Instr) int32 {
		fr.T.curOp = in.Op
		fr.T.memmove(nil, fr.R[in.A], fr.R[in.B], fr.R[in.C])
		return in.N
	}})
}

// Memset emits memset(dst, val, n).
func (c *Compiler) Memset(dst, val, n int32) {
	c.Emit(Instr{A: dst, B: val, C: n, Fn: func(fr *Frame, in *Instr) int32 {
		fr.T.curOp = in.Op
		fr.T.memset(nil, fr.R[in.A], byte(fr.R[in.B]), fr.R[in.C])
		return in.N
	}})
}
