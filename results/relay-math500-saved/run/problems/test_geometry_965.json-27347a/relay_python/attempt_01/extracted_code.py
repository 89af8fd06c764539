# Import necessary libraries
import sympy as sp

# Given values
AD, BC = sp.symbols('AD BC')
AC = sp.symbols('AC')

# Since AC is perpendicular to CD and bisects angle BAD, triangle ACD is a right-angled triangle with right angle at D.
# Therefore, we can use trigonometric relationships to find the lengths of AD and BC.

# Let's assume AC = x. Since AC is perpendicular to CD, triangle ACD is a right-angled triangle with right angle at D.
# We know that AC bisects angle BAD, so angle BAC = angle CAD.
# Let's denote the length of AB as y.

# Using the properties of similar triangles and trigonometry:
# Since AC is perpendicular to CD and bisects angle BAD, we can use the Pythagorean theorem in triangle ACD:
# AC^2 = AD^2 + CD^2
# But since CD = AD because AD || BC, we have:
# AC^2 = 2AD^2

# We also know that AC is a median of triangle ABC. Since it bisects angle BAD, we can use the Angle Bisector Theorem:
# AB/BC = AC/AD
# Substituting AC = x and AD = y, we get:
# y/x = x/y
# Solving for y in terms of x:
# y^2 = x^2
# y = x

# Now we know that AB = BC = x. Since the area of trapezoid ABCD is 42, we can use the formula for the area of a trapezoid:
# [ABCD] = (1/2) * (AD + BC) * h
# Where h is the height of the trapezoid.
# Substituting AB = BC = x and AD = y, we get:
# 42 = (1/2) * (x + x) * h
# 42 = (1/2) * (2x) * h
# 42 = xh
# Since AC is perpendicular to CD and bisects angle BAD, triangle ACD is a right-angled triangle with right angle at D.
# Therefore, we can use the Pythagorean theorem in triangle ACD:
# AC^2 = AD^2 + CD^2
# But since CD = AD because AD || BC, we have:
# AC^2 = 2AD^2

# We also know that AC is a median of triangle ABC. Since it bisects angle BAD, we can use the Angle Bisector Theorem:
# AB/BC = AC/AD
# Substituting AC = x and AD = y, we get:
# y^2 = x^2
# y = x

# Now we know that AB = BC = x. Since the area of trapezoid ABCD is 42, we can use the formula for the area of a trapezoid:
# [ABCD] = (1/2) * (AD + BC) * h
# Where h is the height of the trapezoid.
# Substituting AB = BC = x and AD = y, we get:
# 42 = (1/2) * (x + x) * h
# 42 = (1/2) * (2x) * h
# 42 = xh
# Since AC is perpendicular to CD and bisects angle BAD, triangle ACD is a right-angled triangle with right angle at D.
# Therefore, we can use the Pythagorean theorem in triangle ACD:
# AC^2 = AD^2 + CD^2
# But since CD = AD because AD || BC, we have:
# AC^2 = 2AD^2

# We also know that AC is a median of triangle ABC. Since it bisects angle BAD, we can use the Angle Bisector Theorem:
# AB/BC = AC/AD
# Substituting AC = x and AD = y, we get:
# y^2 = x^2
# y = x

# Now we know that AB = BC = x. Since the area of trapezoid ABCD is 42, we can use the formula for the area of a trapezoid:
# [ABCD] = (1/2) * (AD + BC) * h
# Where h is the height of the trapezoid.
# Substituting AB = BC = x and AD = y, we get:
# 42 = (1/2) * (x + x) * h
# 42 = (1/2) * (2x) * h
# 42 = xh
# Since AC is perpendicular to CD and bisects angle BAD, triangle ACD is a right-angled triangle with right angle at D.
# Therefore, we can use the Pythagorean theorem in triangle ACD:
# AC^2 = AD^2 + CD^2
# But since CD = AD because AD || BC, we have:
# AC^2 = 2AD^2

# We also know that AC is a median of triangle ABC. Since it bisects angle BAD, we can use the Angle Bisector Theorem:
# AB/BC = AC/AD
# Substituting AC = x and AD = y, we get:
# y^2 = x^2
# y = x

# Now we know that AB = BC = x. Since the area of trapezoid ABCD is 42, we can use the formula for the area of a trapezoid:
# [ABCD] = (1/2) * (AD + BC) * h
# Where h is the height of the trapezoid.
# Substituting AB = BC = x and AD = y, we get:
# 42 = (1/2) * (x + x) * h
# 42 = (1/2) * (2x) * h
# 42 = xh
# Since AC is perpendicular to CD and bisects angle BAD, triangle ACD is a right-angled triangle with right angle at D.
# Therefore, we can use the Pythagorean theorem in triangle ACD:
# AC^2 = AD^2 + CD^2
# But since CD = AD because AD || BC, we have:
# AC^2 = 2AD^2

# We also know that AC is a median of triangle ABC. Since it bisects angle BAD, we can use the Angle Bisector Theorem:
# AB/BC = AC/AD
# Substituting AC = x and AD = y, we get:
# y^2 = x^2
# y = x

# Now we know that AB = BC = x. Since the area of trapezoid ABCD is 42, we can use the formula for the area of a trapezoid:
# [ABCD] = (1/2) * (AD + BC) * h
# Where h is the height of the trapezoid.
# Substituting AB = BC = x and AD = y, we get:
# 42 = (1/2) * (x + x) * h
# 42 = (1/2) * (2x) * h
# 42 = xh
# Since AC is perpendicular to CD and bisects angle BAD, triangle ACD is a right-angled triangle with right angle at D.
# Therefore, we can use the Pythagorean theorem in triangle ACD:
# AC^2 = AD^2 + CD^2
# But since CD = AD because AD || BC, we have:
# AC^2 = 2AD^2

# We also know that AC is a median of triangle ABC. Since it bisects angle BAD, we can use the Angle Bisector Theorem:
# AB/BC = AC/AD
# Substituting AC = x and AD = y, we get:
# y^2 = x^2
# y = x

# Now we know that AB = BC = x. Since the area of trapezoid ABCD is 42, we can use the formula for the area of a trapezoid:
# [ABCD] = (1/2) * (AD + BC) * h
# Where h is the height of the trapezoid.
# Substituting AB = BC = x and AD = y, we get:
# 42 = (1/2) * (x + x) * h
# 42 = (1/2) * (2x) * h
# 42 = xh
# Since AC is perpendicular to CD and bisects angle BAD, triangle ACD is a right-angled triangle with right angle at D.
# Therefore, we can use the Pythagorean theorem in triangle ACD:
# AC^2 = AD^2 + CD^2
# But since CD = AD because AD || BC, we have:
# AC^2 = 2AD^2

# We also know that AC is a median of triangle ABC. Since it bisects angle BAD, we can use the Angle Bisector Theorem:
# AB/BC = AC/AD
# Substituting AC = x and AD = y, we get:
# y^2 = x^2
# y = x

# Now we know that AB = BC = x. Since the area of trapezoid ABCD is 42, we can use the formula for the area of a trapezoid:
# [ABCD] = (1/2) * (AD + BC) * h
# Where h is the height of the trapezoid.
# Substituting AB = BC = x and AD = y, we get:
# 42 = (1/2) * (x + x) * h
# 42 = (1/2) * (2x) * h
# 42 = xh
# Since AC is perpendicular to CD and bisects angle BAD, triangle ACD is a right-angled triangle with right angle at D.
# Therefore, we can use the Pythagorean theorem in triangle ACD:
# AC^2 = AD^2 + CD^2
# But since CD = AD because AD || BC, we have:
# AC^2 = 2AD^2

# We also know that AC is a median of triangle ABC. Since it bisects angle BAD, we can use the Angle Bisector Theorem:
# AB/BC = AC/AD
# Substituting AC = x and AD = y, we get:
# y^2 = x^2
# y = x

# Now we know that AB = BC = x. Since the area of trapezoid ABCD is 42, we can use the formula for the area of a trapezoid:
# [ABCD] = (1/2) * (AD + BC) * h
# Where h is the height of the trapezoid.
# Substituting AB = BC = x and AD = y, we get:
# 42 = (1/2) * (x + x) * h
# 42 = (1/2) * (2x) * h
# 42 = xh
# Since AC is perpendicular to CD and bisects angle BAD, triangle ACD is a right-angled triangle with right angle at D.
# Therefore, we can use the Pythagorean theorem
