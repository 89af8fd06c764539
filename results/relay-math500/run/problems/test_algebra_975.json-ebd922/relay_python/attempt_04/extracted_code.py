Critical points: [-4, -5]
Simplified function values at critical points: [1/2, 1/2]
