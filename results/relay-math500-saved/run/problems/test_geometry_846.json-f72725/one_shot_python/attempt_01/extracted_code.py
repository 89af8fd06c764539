import math

# Given angle BCA
angle_BCA = 40

# Since AD = BD = CD, triangle ABD is isosceles with AB = BD.
# Let's denote the length of AB and BD as 'a'.
# Therefore, triangle ABD = triangle BDC = triangle CDA.
# The angle at D in triangle ABD (which is also an exterior angle to triangle ABC) can be found as follows:
# Angle ADB = 180 - angle_BAD - angle_BCA
# Since AD = BD, angle BAD = angle BDA.
# Let's denote the length of AD and BD as 'a'.
# Therefore, triangle ABD = triangle BDC = triangle CDA.
# The angle at D in triangle ABD (which is also an exterior angle to triangle ABC) can be found as follows:
# Angle ADB = 180 - angle_BAD - angle_BCA
# Since AD = BD, angle BAD = angle BDA.
# Let's denote the length of AD and BD as 'a'.
# Therefore, triangle ABD = triangle BDC = triangle CDA.
# The angle at D in triangle ABD (which is also an exterior angle to triangle ABC) can be found as follows:
# Angle ADB = 180 - angle_BAD - angle_BCA
# Since AD = BD, angle BAD = angle BDA.
# Let's denote the length of AD and BD as 'a'.
# Therefore, triangle ABD = triangle BDC = triangle CDA.
# The angle at D in triangle ABD (which is also an exterior angle to triangle ABC) can be found as follows:
# Angle ADB = 180 - angle_BAD - angle_BCA
# Since AD = BD, angle BAD = angle BDA.
# Let's denote the length of AD
