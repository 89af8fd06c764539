import sympy as sp

# Define the points A, B, C, and D on a circle
A = sp.Point(1, 0)
B = sp.Point(sp.cos(sp.pi/4), sp.sin(sp.pi/4))
C = sp.Point(sp.cos(3*sp.pi/4), sp.sin(3*sp.pi/4))
D = sp.Point(sp.cos(2*sp.pi/4), sp.sin(2*sp.pi/4))

# Define the segments AB and CD
segment_AB = sp.Segment(A, B)
segment_CD = sp.Segment(C, D)

# Check if the segments intersect
if segment_AB.intersects(segment_CD):
    result = "1"
    confidence = 100
else:
    result = "0"
    confidence = 50

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
