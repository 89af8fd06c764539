# Given angles in the problem statement
angle_PQR = 128
angle_PQT = 100

# Since PT is parallel to QR, angle PQT and angle QPT are supplementary.
angle_QPT = 180 - angle_PQT

# We need to find the measure of angle QPR. This can be found by adding angles PQR and QPR.
# Because PT is parallel to QR, triangle PQT and triangle QRP are similar by AA similarity (Angle-Angle Similarity Theorem).
# Therefore, angle QPR = angle PQR + angle PQT.

angle_QPR = angle_PQR + angle_QPT

# Print the result
print(f"RESULT: {angle_QPR}")
# Print the confidence level (50% since we used basic geometric properties)
print(f"CONFIDENCE: 50")
